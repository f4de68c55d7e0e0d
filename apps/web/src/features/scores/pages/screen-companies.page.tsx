import { CompanyFilter } from './company-filter.tsx';

/** /pages/score/screen_companies: the football company whose prices the rows show. */
export default function FootballCompaniesPage() {
  return <CompanyFilter sport="football" testId="scores-companies-football" />;
}
