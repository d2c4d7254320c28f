import { createElement } from 'react';
import { ROLES } from '../../registry/role-rules';
import type { TrainingFeature } from '../../registry/training-feature';
import { AddExamPage } from './add-exam-page';
import { CreationQuestionPage } from './creation-question-page';
import { ExamManagePage } from './exam-manage-page';
import { ImportQuestionPage } from './import-question-page';
import { ExerciseEditPage } from './exercise-edit-page';
import { ExerciseManagePage } from './exercise-manage-page';
import { examOps } from './ops';
import { PaperPage } from './paper-page';
import { ReleasedExamPage } from './released-exam-page';
import { SystemExamPage } from './system-exam-page';
import { TrainExamPage } from './train-exam-page';
import { TrainPracticePage } from './train-practice-page';

/** Question bank, exams (compose, publish, take, grade, review) and practice of the training area (issue 18). */
export const examsFeature: TrainingFeature = {
  id: 'exams',
  ops: examOps,
  routes: [
    {
      path: 'TrainExam',
      element: createElement(TrainExamPage),
      roles: ROLES.STUDENT_ONLY,
      menu: { label: '我的考试', order: 10, group: 'TrainExam' },
    },
    {
      path: 'systemExam/systemExam',
      element: createElement(SystemExamPage),
      roles: ROLES.STUDENT_ONLY,
      activeMenu: '/TrainExam',
    },
    {
      path: 'examHistory',
      element: createElement(TrainExamPage, { history: true }),
      roles: ROLES.STUDENT_ONLY,
      menu: { label: '考试记录', order: 12, group: 'TrainExam' },
    },
    {
      path: 'wrongPreviewm',
      element: createElement(PaperPage, { wrongOnly: true }),
      activeMenu: '/TrainExam',
    },
    { path: 'TrainExamInfo', element: createElement(PaperPage) },
    {
      path: 'questionsManage/creationQuestion',
      element: createElement(CreationQuestionPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '创建试题', order: 40, group: 'TrainResManage' },
    },
    {
      path: 'questionsManage/importQuestion',
      element: createElement(ImportQuestionPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '导入试题', order: 45, group: 'TrainResManage' },
    },
    {
      path: 'TrainExaminManage',
      element: createElement(ExamManagePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '考试管理', order: 60, group: 'TrainTeachManage' },
    },
    {
      path: 'examManage/addExam',
      element: createElement(AddExamPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainExaminManage',
    },
    {
      path: 'releasedExam',
      element: createElement(ReleasedExamPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainExaminManage',
    },
    {
      path: 'TrainPractice',
      element: createElement(TrainPracticePage),
      menu: { label: '练习', order: 32 },
    },
    {
      path: 'TrainExercManage',
      element: createElement(ExerciseManagePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      menu: { label: '练习管理', order: 55, group: 'TrainTeachManage' },
    },
    {
      path: 'TrainExercAddEdit',
      element: createElement(ExerciseEditPage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainExercManage',
    },
    {
      path: 'TrainExercView',
      element: createElement(TrainPracticePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainExercManage',
    },
    {
      path: 'TrainExercInfo',
      element: createElement(TrainPracticePage),
      roles: ROLES.ADMIN_AND_TEACHER,
      activeMenu: '/TrainExercManage',
    },
  ],
};
