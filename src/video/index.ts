export { VideoPlayer, type VideoPlayerProps, type VideoSource, type PlayerState } from './VideoPlayer';
export { VideoWall, LAYOUTS, resize, targetPane, type WallCamera, type WallLayout, type VideoWallProps } from './VideoWall';
export { CameraTree, camerasOf, type CameraNode, type CameraTreeProps } from './CameraTree';
export { CameraGrid, type CameraGridProps, type GridCamera } from './CameraGrid';
