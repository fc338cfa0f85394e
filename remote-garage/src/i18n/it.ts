import records from './it/records.json';
import papers from './it/papers.json';
import keeping from './it/keeping.json';

// The garage's words in one language, kept in one file per part of the garage so the parts change
// on their own: records (cars, maintenance, modifications, reminders, the dashboard), papers
// (papers, photos, dossiers, share links, hand-overs, who works on a car) and keeping (costs, fuel,
// valuations, condition reports, imports, the car's page).
export default { ...records, ...papers, ...keeping } as Record<string, string>;
