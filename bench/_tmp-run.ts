import { runPartyStatsBench } from './party-stats';
runPartyStatsBench('postgres://postgres@127.0.0.1:5432/postgres').then((r) => { console.log(JSON.stringify(r)); process.exit(0); }, (e) => { console.error(e); process.exit(1); });
