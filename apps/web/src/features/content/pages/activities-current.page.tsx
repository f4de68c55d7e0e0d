export { CurrentActivitiesPage as default } from './activities.page.tsx';
