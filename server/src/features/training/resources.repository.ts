import { queryOne, type Queryable, type SqlParam } from '../../db/db';
import type { ResourceCategory } from '../../domain/training';
import { beijingIso } from '../../http/beijing-iso';
import { likePattern } from '../users';

/** A resource as the libraries list it. */
export interface ResourceView {
  resourceID: number;
  category: ResourceCategory;
  resourceType: number;
  title: string;
  description: string;
  shareType: number;
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploaderID: number | null;
  uploaderName: string;
  createTime: string;
}

const viewOf = (r: Record<string, unknown>): ResourceView => ({
  resourceID: Number(r.resource_id),
  category: r.category as ResourceCategory,
  resourceType: Number(r.resource_type),
  title: String(r.title),
  description: String(r.description),
  shareType: Number(r.share_type),
  fileId: String(r.file_id),
  fileName: String(r.file_name),
  contentType: String(r.content_type),
  sizeBytes: Number(r.size_bytes),
  uploaderID: r.uploader_id === null ? null : Number(r.uploader_id),
  uploaderName: String(r.uploader_name ?? ''),
  createTime: beijingIso(r.created_at as string),
});

const SELECT = `SELECT r.*, f.file_name, f.content_type, f.size_bytes, u.real_name AS uploader_name
  FROM resources r JOIN stored_files f ON f.file_id = r.file_id LEFT JOIN users u ON u.id = r.uploader_id`;

/** Filter of SearchResources. */
export interface ResourceFilter {
  category: ResourceCategory;
  resourceType?: number;
  from?: Date;
  to?: Date;
  searchKey?: string;
  /** Who asks: unshared resources show only to their uploader and to admins. */
  viewer: { id: number; isAdmin: boolean };
  limit: number;
  offset: number;
}

/** SQL of stored files and resources. */
export class ResourcesRepository {
  constructor(private readonly db: Queryable) {}

  async search(f: ResourceFilter): Promise<{ total: number; list: ResourceView[] }> {
    const params: SqlParam[] = [f.category, f.viewer.id, f.viewer.isAdmin];
    const parts = ['r.category = $1', '(r.share_type > 0 OR r.uploader_id = $2 OR $3)'];
    const add = (sql: string, v: SqlParam) => {
      params.push(v);
      parts.push(sql.replace('?', `$${params.length}`));
    };
    if (f.resourceType) add('r.resource_type = ?', f.resourceType);
    if (f.from) add('r.created_at >= ?', f.from);
    if (f.to) add('r.created_at < ?', f.to);
    if (f.searchKey?.trim()) add('r.title ILIKE ?', likePattern(f.searchKey.trim()));
    const where = parts.join(' AND ');
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM resources r WHERE ${where}`,
      params,
    );
    const rows = await this.db.query(
      `${SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.resource_id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    );
    return { total: Number(count?.n ?? 0), list: rows.map(viewOf) };
  }

  async byId(id: number): Promise<ResourceView | undefined> {
    const row = await queryOne<Record<string, unknown>>(
      this.db,
      `${SELECT} WHERE r.resource_id = $1`,
      [id],
    );
    return row ? viewOf(row) : undefined;
  }

  async insertFile(f: {
    fileId: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    storageKey: string;
    by: number | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO stored_files (file_id, file_name, content_type, size_bytes, storage_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [f.fileId, f.fileName, f.contentType, f.sizeBytes, f.storageKey, f.by],
    );
  }

  async insert(r: {
    category: ResourceCategory;
    resourceType: number;
    title: string;
    description: string;
    shareType: number;
    fileId: string;
    by: number | null;
  }): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      `INSERT INTO resources (category, resource_type, title, description, share_type, file_id, uploader_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING resource_id AS id`,
      [r.category, r.resourceType, r.title, r.description, r.shareType, r.fileId, r.by],
    );
    return Number(row?.id);
  }

  /** Deletes a resource and its file row; returns the storage key to remove. */
  async delete(id: number): Promise<string | undefined> {
    const [row] = await this.db.query<{ file_id: string }>(
      'DELETE FROM resources WHERE resource_id = $1 RETURNING file_id',
      [id],
    );
    if (!row) return undefined;
    const [file] = await this.db.query<{ storage_key: string }>(
      'DELETE FROM stored_files WHERE file_id = $1 RETURNING storage_key',
      [row.file_id],
    );
    return file?.storage_key;
  }

  /** A stored file with the resource that shows it, if any (for access checks). */
  async file(fileId: string) {
    return queryOne<{
      file_name: string;
      content_type: string;
      size_bytes: string;
      storage_key: string;
      created_by: number | null;
      share_type: number | null;
      uploader_id: number | null;
    }>(
      this.db,
      `SELECT f.*, r.share_type, r.uploader_id FROM stored_files f
       LEFT JOIN resources r ON r.file_id = f.file_id WHERE f.file_id = $1`,
      [fileId],
    );
  }
}
