/** The class names that apply, joined: `cx('ra-btn', loading && 'ra-btn-loading')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
