import { type Account, type ClassRef, newClass, newStudent, newTeacher, tokenOf } from './fixtures';

/** A teacher, a student of theirs and the class that holds the student, with the teacher's token. */
export interface TeachingClass {
  teacher: Account;
  student: Account;
  klass: ClassRef;
  teacherToken: string;
}

/**
 * A fresh class with one fresh student in it, of a fresh teacher (or of `teacher` when given):
 * what every training e2e file starts from.
 */
export async function newTeachingClass(prefix: string, teacher?: Account): Promise<TeachingClass> {
  const [owner, student] = await Promise.all([
    teacher ?? newTeacher(prefix),
    newStudent(teacher ? `${prefix}s` : prefix),
  ]);
  const klass = await newClass(owner, [student]);
  return { teacher: owner, student, klass, teacherToken: await tokenOf(owner) };
}
