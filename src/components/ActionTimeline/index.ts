export { ActionTimeline, type ActionEntry, type ActionTimelineProps } from './ActionTimeline';
