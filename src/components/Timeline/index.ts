export { problemStageLabel, problemStages, Timeline, type ProblemStage, type TimelineItem, type TimelineProps } from './Timeline';
