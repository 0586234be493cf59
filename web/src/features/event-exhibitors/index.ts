export { EventExhibitors } from './components/event-exhibitors';
export { ExhibitorApplicationPage } from './components/exhibitor-application-page';
export { ExhibitorApplications } from './components/exhibitor-applications';
