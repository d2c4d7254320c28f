// antd 6's `isBright` (antd/es/color-picker/components/ColorPresets.js), alone: the button and tag
// styles import it from that file, which also holds the color picker's preset list and with it
// antd's Collapse. The build checks that antd's copy still reads the same (antd-is-bright.cjs).
import { Color as RcColor } from '@rc-component/color-picker/es/color.js';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
