import {
  deleteResource,
  downloadResource,
  searchResources,
  uploadResource,
} from './api/resource-api';

/** Endpoint clients of the resource libraries. */
export const resourceOps = { searchResources, uploadResource, deleteResource, downloadResource };
