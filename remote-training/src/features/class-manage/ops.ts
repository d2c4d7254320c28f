import {
  addClass,
  addStudentsToClass,
  deleteClass,
  getClass,
  removeStudentsFromClass,
  searchClassStudents,
  updateClass,
} from './api/class-api';
import {
  downloadImportErrors,
  downloadStudentTemplate,
  importStudents,
} from './api/import-students';
import { searchClasses } from './api/search-classes';

/** Endpoint clients of TrainClassManage and TrainClassInfo. */
export const classOps = {
  searchClasses,
  getClass,
  addClass,
  updateClass,
  deleteClass,
  searchClassStudents,
  addStudentsToClass,
  removeStudentsFromClass,
  importStudents,
  downloadStudentTemplate: () => downloadStudentTemplate(),
  downloadImportErrors,
};
