import {
  addStudent,
  addSubject,
  deleteSubject,
  deleteUsers,
  peopleClasses,
  resetPassword,
  searchSubjects,
  searchUsers,
  updateSubject,
} from './api/people-api';

/** Endpoint clients of TrainUserManagement and TrainSubjectManage. */
export const peopleOps = {
  searchUsers,
  addStudent,
  resetPassword,
  deleteUsers,
  peopleClasses: () => peopleClasses(),
  searchSubjects,
  addSubject,
  updateSubject,
  deleteSubject,
};
