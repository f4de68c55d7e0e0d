import { Schedule } from './schedule.tsx';

/** /pages/score/course: the football schedule. */
export default function CoursePage() {
  return <Schedule sport="football" testId="scores-course" />;
}
