/** @jest-environment jsdom */
import { takePageManifest } from './portal-manifest';

const block = (text: string) => {
  document.head.innerHTML = `<script id="portal-manifest" type="application/json">${text}</script>`;
};

describe('takePageManifest', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the manifest the server put in the page, once', () => {
    block(
      '{"school":"演示学校","remotes":[{"name":"remote_auth","entry":"/a.json"}],"sections":[]}',
    );
    expect(takePageManifest()).toEqual({
      school: '演示学校',
      remotes: [{ name: 'remote_auth', entry: '/a.json' }],
      sections: [],
    });
    // Gone from the page: a retry asks the server for the current one.
    expect(document.getElementById('portal-manifest')).toBeNull();
    expect(takePageManifest()).toBeNull();
  });

  it('falls back to the server on a page without one or with a broken one', () => {
    expect(takePageManifest()).toBeNull();
    block('{"school":');
    expect(takePageManifest()).toBeNull();
    block('{"school":"x"}');
    expect(takePageManifest()).toBeNull();
  });
});
