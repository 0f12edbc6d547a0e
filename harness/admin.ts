// The admin account of the test Worker. The hash is of TEST_ADMIN.password (PBKDF2, made by hashPassword).
export const TEST_ADMIN = {
  email: "admin@teste.local",
  password: "senha-de-teste-123",
  passwordHash: "pbkdf2-sha256$100000$cditsqrWjdDwMxScy6/W4w==$GUO/uAFKo3kIhvx97/EEdBDusWDipBE7pnOBOIMYGIE=",
  sessionSecret: "test-session-secret-0123456789abcdef0123456789abcdef",
};
