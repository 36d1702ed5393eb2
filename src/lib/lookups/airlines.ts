/** Airline codes → English name, with Persian names where the product shows them (the Persian overrides). */
import { createLookup } from './lookup';

export interface AirlineRecord {
  code: string;
  englishName: string;
  /** The Persian override, shown instead of the English name. */
  persianName?: string;
}

type Row = [code: string, englishName: string, persianName?: string];

const ROWS: Row[] = [
  ['IR', 'Iran Air', 'ایران‌ایر'],
  ['W5', 'Mahan Air', 'ماهان'],
  ['EP', 'Iran Aseman Airlines', 'آسمان'],
  ['IV', 'Caspian Airlines', 'کاسپین'],
  ['B9', 'Iran Airtour', 'ایران‌ایرتور'],
  ['ZV', 'Zagros Airlines', 'زاگرس'],
  ['QB', 'Qeshm Air', 'قشم‌ایر'],
  ['HH', 'Taban Air', 'تابان'],
  ['Y9', 'Kish Air', 'کیش‌ایر'],
  ['NV', 'Karun Airlines', 'کارون'],
  ['VR', 'Varesh Airlines', 'وارش'],
  ['I3', 'ATA Airlines', 'آتا'],
  ['JI', 'Meraj Airlines', 'معراج'],
  ['IS', 'Sepehran Airlines', 'سپهران'],
  ['TK', 'Turkish Airlines', 'ترکیش ایرلاینز'],
  ['PC', 'Pegasus Airlines', 'پگاسوس'],
  ['VF', 'AJet'],
  ['XQ', 'SunExpress'],
  ['EK', 'Emirates', 'امارات'],
  ['FZ', 'flydubai', 'فلای دبی'],
  ['G9', 'Air Arabia', 'عربیا'],
  ['EY', 'Etihad Airways', 'اتحاد'],
  ['QR', 'Qatar Airways', 'قطر ایرویز'],
  ['WY', 'Oman Air', 'عمان‌ایر'],
  ['GF', 'Gulf Air'],
  ['KU', 'Kuwait Airways'],
  ['SV', 'Saudia'],
  ['RJ', 'Royal Jordanian'],
  ['ME', 'Middle East Airlines'],
  ['IA', 'Iraqi Airways', 'هواپیمایی عراق'],
  ['J2', 'Azerbaijan Airlines', 'آزال'],
  ['A9', 'Georgian Airways'],
  ['SU', 'Aeroflot', 'آئروفلوت'],
  ['LH', 'Lufthansa', 'لوفت‌هانزا'],
  ['BA', 'British Airways'],
  ['AF', 'Air France'],
  ['KL', 'KLM Royal Dutch Airlines'],
  ['AZ', 'ITA Airways'],
  ['OS', 'Austrian Airlines', 'اتریشی'],
  ['AC', 'Air Canada'],
];

export const AIRLINES: readonly AirlineRecord[] = ROWS.map(([code, englishName, persianName]) =>
  persianName ? { code, englishName, persianName } : { code, englishName },
);

const table = createLookup(
  AIRLINES,
  (a) => a.code,
  (a) => a.persianName ?? a.englishName,
);
export const findAirline = table.find;
/** The Persian name when there is one, else the English name; unknown codes come back unchanged. */
export const lookupAirline = table.lookup;
