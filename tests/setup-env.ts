// Unit and integration tests never touch a real back office or the disk session store.
process.env.SESSION_STORE ??= "memory";
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret";
process.env.PAMHK_API_URL ??= "http://pamhk.test";
process.env.PAMHK_SIM_CAPTCHA ??= "TEST";
process.env.DATABASE_DIR ??= "memory://";
