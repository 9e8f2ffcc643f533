/**
 * The weather of a city on a day, simulated (the reference server has no network; decision
 * 0342): a monthly climate of the Yangtze delta (normal highs and lows, rainy days, humidity)
 * perturbed by a PRNG seeded with the city code and the date, so a city's day always has the
 * same weather and neighbouring days differ as real ones do. Sunrise and sunset come from the
 * city centre's latitude and longitude (NOAA's approximation). Pure: no I/O, no clock.
 */
import { prng } from '../../seed/seed-util';

export interface Weather {
  date: string;
  cityName: string;
  cityCode: string;
  weather: string;
  weatherCode: string;
  tempHigh: number;
  tempLow: number;
  tempRange: string;
  humidity: number;
  windDirection: string;
  windLevel: number;
  wind: string;
  aqi: number;
  aqiLevel: string;
  aqiText: string;
  precipitation: number;
  sunrise: string;
  sunset: string;
  sun: string;
}

export interface City {
  cityName: string;
  cityCode: string;
  /** "lng,lat" */
  centre: string;
}

/** Normal daily high and low (℃), share of rainy days, mean humidity (%), per month (Hangzhou-like). */
const CLIMATE: readonly (readonly [number, number, number, number])[] = [
  [8, 1, 0.35, 74], [11, 3, 0.4, 73], [16, 7, 0.5, 74], [22, 12, 0.5, 73], [27, 17, 0.5, 73], [30, 21, 0.6, 79],
  [34, 25, 0.45, 75], [33, 25, 0.45, 76], [29, 21, 0.4, 77], [24, 15, 0.3, 74], [18, 9, 0.3, 74], [11, 3, 0.3, 72],
];

const DIRECTIONS = ['北风', '东北风', '东风', '东南风', '南风', '西南风', '西风', '西北风'];
const AQI_LEVELS: readonly [number, string][] = [[50, '优'], [100, '良'], [150, '轻度污染'], [200, '中度污染'], [300, '重度污染'], [500, '严重污染']];

/** A stable 32-bit seed of a text (FNV-1a). */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function dayOfYear(date: string): number {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Math.floor((t - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(Math.round(minutes % 60) % 60).padStart(2, '0')}`;

/** Sunrise and sunset in Beijing time (UTC+8) at the given place and day. */
export function sunTimes(date: string, lng: number, lat: number): { sunrise: string; sunset: string } {
  const n = dayOfYear(date);
  const g = ((2 * Math.PI) / 365) * (n - 1);
  const eqTime = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const decl = 0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g) + 0.000907 * Math.sin(2 * g);
  const phi = (lat * Math.PI) / 180;
  const cosH = Math.cos((90.833 * Math.PI) / 180) / (Math.cos(phi) * Math.cos(decl)) - Math.tan(phi) * Math.tan(decl);
  const ha = (Math.acos(Math.max(-1, Math.min(1, cosH))) * 180) / Math.PI;
  const noon = 720 - 4 * lng - eqTime + 480;
  return { sunrise: hhmm(noon - 4 * ha), sunset: hhmm(noon + 4 * ha) };
}

/** The city's weather on `date` (YYYY-MM-DD). */
export function weatherOf(city: City, date: string): Weather {
  const random = prng(seedOf(`${city.cityCode}|${date}`));
  const month = Number(date.slice(5, 7)) - 1;
  const [high, low, rainShare, humidityMean] = CLIMATE[month]!;
  const swing = Math.round((random() - 0.5) * 8);
  const rainy = random() < rainShare;
  const cold = high < 6;
  const roll = random();
  const [weather, code] = rainy
    ? cold && roll < 0.3 ? ['小雪', 'snow'] : roll < 0.5 ? ['小雨', 'lightRain'] : roll < 0.75 ? ['中雨', 'rain'] : month >= 5 && month <= 8 ? ['雷阵雨', 'thunder'] : ['阴转小雨', 'overcastRain']
    : roll < 0.4 ? ['晴', 'sunny'] : roll < 0.75 ? ['多云', 'cloudy'] : roll < 0.92 ? ['阴', 'overcast'] : ['雾', 'fog'];
  // Rain cools the day and narrows its range; clear days spread it.
  const tempHigh = high + swing - (rainy ? 3 : 0);
  const tempLow = Math.min(tempHigh - 2, low + Math.round(swing / 2) + (rainy ? 1 : -1));
  const humidity = Math.max(30, Math.min(98, Math.round(humidityMean + (rainy ? 15 : -8) + (random() - 0.5) * 12)));
  const windDirection = DIRECTIONS[Math.floor(random() * DIRECTIONS.length)]!;
  const windLevel = 1 + Math.floor(random() * (rainy ? 5 : 3));
  // Winter stagnation raises the AQI; rain washes it out.
  const aqi = Math.max(18, Math.round((month <= 1 || month >= 10 ? 85 : 55) * (rainy ? 0.55 : 1) + (random() - 0.3) * 60));
  const aqiLevel = AQI_LEVELS.find(([limit]) => aqi <= limit)?.[1] ?? '严重污染';
  const precipitation = rainy ? 60 + Math.floor(random() * 40) : Math.floor(random() * 30);
  const [lng, lat] = city.centre.split(',').map(Number) as [number, number];
  const { sunrise, sunset } = sunTimes(date, Number.isFinite(lng) ? lng : 120.15, Number.isFinite(lat) ? lat : 30.28);
  return {
    date, cityName: city.cityName, cityCode: city.cityCode, weather, weatherCode: code, tempHigh, tempLow, tempRange: `${tempLow} ~ ${tempHigh} ℃`,
    humidity, windDirection, windLevel, wind: `${windDirection} ${windLevel} 级`, aqi, aqiLevel, aqiText: `${aqi} ${aqiLevel}`, precipitation,
    sunrise, sunset, sun: `${sunrise} / ${sunset}`,
  };
}

/** `days` days from `date` on. */
export function forecastOf(city: City, date: string, days = 7): Weather[] {
  const start = Date.parse(`${date}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => weatherOf(city, new Date(start + i * 86_400_000).toISOString().slice(0, 10)));
}
