// npm run travellers:rekey — moves every sealed traveller value to TRAVELLER_DATA_KEY while the
// portal keeps running (docs/decisions/0101-traveller-directory.md): set the new key as
// TRAVELLER_DATA_KEY and the old ones in TRAVELLER_DATA_KEYS on every instance first. With the
// embedded engine (no DATABASE_URL) the portal must be stopped: its database lives in its process.
import { closeDatabase, database } from "../app/db/database.server";
import { directoryKeys } from "../app/services/travellers/keys.server";
import { rekeyTravellers } from "../app/services/travellers/upkeep.server";

const keys = directoryKeys();
if (!keys.on) {
  console.error(`travellers:rekey: no usable key (${keys.reason}); set TRAVELLER_DATA_KEY`);
  process.exit(1);
}
const { moved, skipped } = await rekeyTravellers(await database(), keys.ring);
console.log(
  JSON.stringify({ msg: "travellers rekeyed", key: keys.ring.current.id, moved, skipped }),
);
await closeDatabase();
