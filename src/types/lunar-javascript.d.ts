/** The part of lunar-javascript the lunar helper uses (the package ships no types). */
declare module 'lunar-javascript' {
  export interface LunarDate {
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDay(): number;
    getYearInGanZhi(): string;
    getMonthInChinese(): string;
    getDayInChinese(): string;
    getYearShengXiao(): string;
    getFestivals(): string[];
    getJieQi(): string;
    getSolar(): SolarDate;
  }
  export interface SolarDate {
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    toYmd(): string;
    getLunar(): LunarDate;
  }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDate };
  export const Lunar: { fromYmd(year: number, month: number, day: number): LunarDate };
}
