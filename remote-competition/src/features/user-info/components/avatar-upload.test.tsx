import { avatarFileProblem } from './avatar-upload';

describe('avatar file check before the upload', () => {
  it('takes a PNG, JPEG, GIF or WebP up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses an SVG, a PDF and anything over 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      '头像仅支持 PNG、JPG、GIF、WebP 图片',
    );
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).not.toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      '头像图片不能超过2MB',
    );
  });
});
