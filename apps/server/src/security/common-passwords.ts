/**
 * Passwords at the top of public breach lists (and their common local forms): refused as new
 * passwords whatever the tenant's rule says. Small and in memory on purpose: it stops the
 * guesses an attacker tries first, not every weak password.
 */
const COMMON = [
  '123456', '123456789', '12345678', '1234567890', '12345', '1234567', '111111', '000000', '123123', '654321',
  '666666', '888888', '112233', '121212', '123321', '5201314', '1314520', '147258369', '1qaz2wsx', '1q2w3e4r',
  '1q2w3e4r5t', 'qwerty', 'qwerty123', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abc123', 'abc123456', 'a123456', 'aa123456',
  'password', 'password1', 'password123', 'p@ssw0rd', 'p@ssword', 'passw0rd', 'pass@123', 'admin', 'admin123', 'admin@123',
  'admin888', 'administrator', 'root', 'root123', 'root@123', 'toor', 'welcome', 'welcome1', 'welcome@123', 'letmein',
  'iloveyou', 'woaini', 'woaini1314', 'woaini520', 'monkey', 'dragon', 'football', 'baseball', 'master', 'sunshine',
  'princess', 'shadow', 'superman', 'michael', 'qazwsx', 'qazwsxedc', 'test', 'test123', 'test@123', 'guest',
  'changeme', 'default', 'secret', 'login', 'user', 'user123', 'china', 'china123', 'beijing', 'shanghai',
  'huawei', 'huawei123', 'huawei@123', 'abcd1234', 'abcd@1234', 'a1b2c3d4', 'aa112233', 'q1w2e3r4', 'zaq12wsx', 'asd123',
  'qwe123', 'qwe@123', 'qwe123456', '123qwe', '123abc', 'abc@123', 'abc@1234', 'admin@2024', 'admin@2025', 'admin@2026',
];

const SET = new Set(COMMON);

/** Case-insensitive: "Password1" is as common as "password1". */
export function isCommonPassword(typed: string): boolean {
  return SET.has(typed.toLowerCase());
}
