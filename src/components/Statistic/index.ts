export { Statistic, type StatisticProps } from './Statistic';
export { formatStatistic } from './formatStatistic';
