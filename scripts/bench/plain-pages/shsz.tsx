// Plain bundle of /SHSZMarkets/index: the shell chrome, the competition frame and the SHSZ section.
import { SectionFrame } from '../../../remote-competition/src/section-frame';
import { section } from '../../../remote-markets/src/sections/shsz';
import { bootPlain } from './plain-boot';

function FramedSection() {
  return (
    <SectionFrame>
      <section.Routes />
    </SectionFrame>
  );
}

void bootPlain(FramedSection);
