import { Lunar, Solar } from 'lunar-javascript';

/**
 * Lunar dates for the schedules. The old helper's table stopped at 2020; lunar-javascript computes
 * the calendar astronomically and covers the years staff actually plan in.
 */
export interface LunarInfo {
  year: number;
  /** 1-12; negative for a leap month, as the library has it. */
  month: number;
  day: number;
  isLeapMonth: boolean;
  ganZhiYear: string;
  zodiac: string;
  monthText: string;
  dayText: string;
  /** The festival of the day, else the solar term, else the day's text: what a calendar cell shows. */
  label: string;
  festivals: string[];
  solarTerm: string;
}

export function lunarOf(date: Date): LunarInfo {
  const lunar = Solar.fromYmd(date.getFullYear(), date.getMonth() + 1, date.getDate()).getLunar();
  const festivals = lunar.getFestivals();
  const solarTerm = lunar.getJieQi();
  // The library already prefixes a leap month with 闰.
  const monthText = `${lunar.getMonthInChinese()}月`;
  return {
    year: lunar.getYear(),
    month: lunar.getMonth(),
    day: lunar.getDay(),
    isLeapMonth: lunar.getMonth() < 0,
    ganZhiYear: lunar.getYearInGanZhi(),
    zodiac: lunar.getYearShengXiao(),
    monthText,
    dayText: lunar.getDayInChinese(),
    label: festivals[0] ?? (solarTerm || (lunar.getDay() === 1 ? monthText : lunar.getDayInChinese())),
    festivals,
    solarTerm,
  };
}

/** The solar date (YYYY-MM-DD) of a lunar date; a leap month is given as a negative month. */
export function solarOfLunar(year: number, month: number, day: number): string {
  return Lunar.fromYmd(year, month, day).getSolar().toYmd();
}
