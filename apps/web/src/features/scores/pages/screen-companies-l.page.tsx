import { CompanyFilter } from './company-filter.tsx';

/** /pages/score/screen_companies_l: the basketball prices the rows show (bookmaker or lottery). */
export default function BasketballCompaniesPage() {
  return <CompanyFilter sport="basketball" testId="scores-companies-basketball" />;
}
