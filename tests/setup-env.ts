// Unit and integration tests never touch a real back office or the disk session store.
process.env.SESSION_STORE ??= "memory";
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret";
process.env.PAMHK_API_URL ??= "http://pamhk.test";
process.env.PAMHK_SIM_CAPTCHA ??= "TEST";
process.env.DATABASE_DIR ??= "memory://";
// A test key for the traveller directory (docs/decisions/0101): never a file under data/.
process.env.TRAVELLER_DATA_KEY ??= Buffer.alloc(32, 7).toString("base64");
