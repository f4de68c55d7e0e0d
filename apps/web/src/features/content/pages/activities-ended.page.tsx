export { PastActivitiesPage as default } from './activities.page.tsx';
