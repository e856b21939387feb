/**
 * The most common passwords of public breach corpora (top lists of SecLists / NCSC "100k most used"),
 * lower-cased. A password equal to one of them, or to the login, is refused.
 */
const COMMON = `123456 123456789 12345678 password qwerty123 qwerty 111111 12345 secret 123123 1234567890 1234567
000000 1234 abc123 password1 iloveyou 1q2w3e4r 123321 qwertyuiop 654321 666666 987654321 123 7777777 1qaz2wsx
123qwe zxcvbnm 121212 asdfghjkl 555555 112233 dragon monkey football baseball letmein master shadow sunshine
princess welcome admin admin123 administrator login passw0rd password123 p@ssw0rd p@ssword 1q2w3e 1q2w3e4r5t
qwe123 q1w2e3r4 zaq12wsx trustno1 superman batman starwars charlie michael jennifer hunter ranger buster
soccer hockey killer george jordan harley computer michelle jessica pepper freedom whatever ginger cheese
summer winter flower hello hello123 freedom1 access mustang 696969 131313 159753 147258369 11111111 88888888
00000000 99999999 12341234 123654 1111 2222 3333 4444 5555 6666 7777 8888 9999 0000 1212 aaaaaa asdfgh asdf
qazwsx zxcvbn 123abc abcdef abcd1234 test test123 testing guest root toor user user123 demo changeme default
indonesia jakarta bismillah rahasia sayang sayangku cintaku katasandi kata sandi garuda merdeka 17081945
indonesia1 jakarta1 surabaya bandung semarang jepara kayu vlegal svlk timber`;

const SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string, login?: string): boolean {
  const p = password.trim().toLowerCase();
  if (SET.has(p)) return true;
  if (login && p === login.trim().toLowerCase()) return true;
  // One repeated character ("aaaaaaa", "1111111").
  return p.length > 0 && new Set(p).size === 1;
}
