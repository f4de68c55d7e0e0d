import { Schedule } from './schedule.tsx';

/** /pages/score/courseL: the basketball schedule. */
export default function BasketballCoursePage() {
  return <Schedule sport="basketball" testId="scores-course-basketball" />;
}
