/** Common ISO 4217 currencies of timber trade: code, minor-unit digits, symbol, name. */
const ISO_4217 = `
AED 2 د.إ UAE Dirham
AUD 2 A$ Australian Dollar
BDT 2 ৳ Taka
BND 2 B$ Brunei Dollar
BRL 2 R$ Brazilian Real
CAD 2 C$ Canadian Dollar
CHF 2 CHF Swiss Franc
CNY 2 ¥ Yuan Renminbi
CZK 2 Kč Czech Koruna
DKK 2 kr Danish Krone
EGP 2 E£ Egyptian Pound
EUR 2 € Euro
GBP 2 £ Pound Sterling
HKD 2 HK$ Hong Kong Dollar
HUF 2 Ft Forint
IDR 2 Rp Rupiah
ILS 2 ₪ New Israeli Sheqel
INR 2 ₹ Indian Rupee
JPY 0 ¥ Yen
KRW 0 ₩ Won
KWD 3 KD Kuwaiti Dinar
LKR 2 Rs Sri Lanka Rupee
MXN 2 Mex$ Mexican Peso
MYR 2 RM Malaysian Ringgit
NOK 2 kr Norwegian Krone
NZD 2 NZ$ New Zealand Dollar
PHP 2 ₱ Philippine Peso
PKR 2 Rs Pakistan Rupee
PLN 2 zł Zloty
QAR 2 QR Qatari Rial
RON 2 lei Romanian Leu
SAR 2 SR Saudi Riyal
SEK 2 kr Swedish Krona
SGD 2 S$ Singapore Dollar
THB 2 ฿ Baht
TRY 2 ₺ Turkish Lira
TWD 2 NT$ New Taiwan Dollar
USD 2 $ US Dollar
VND 0 ₫ Dong
ZAR 2 R Rand
`;

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  active: boolean;
}

export const CURRENCIES: readonly CurrencySeed[] = ISO_4217.trim()
  .split('\n')
  .map((line) => {
    const [code = '', decimals = '2', symbol = '', ...name] = line.split(' ');
    return { code, decimals: Number(decimals), symbol, name: name.join(' '), active: true };
  });
