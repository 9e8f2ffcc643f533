/**
 * Where the video pages get cameras' live addresses and the recorded clips: the reference API
 * through the app's request client, or another implementation (stories) given by the provider.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defineEndpoint } from '../../../../../src/request/endpoint';
import type { DownloadProgress } from '../../../../../src/request/types';
import type { VideoSource } from '../../../../../src/video';
import { client } from '../../app/client';

export interface Clip {
  id: number;
  title: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploader: string;
  createTime: string;
}

export interface VideoData {
  /** A camera's live stream (a short-lived signed address). */
  live(call: string, cameraId: number): Promise<VideoSource>;
  clips(base: string, payload: { pageNum: number; pageSize: number; title?: string }): Promise<{ rows: Clip[]; total: number }>;
  upload(base: string, file: File, title: string, onProgress: (p: DownloadProgress) => void): Promise<{ msg?: string; id: number }>;
  clipSource(base: string, id: number): Promise<VideoSource>;
  download(base: string, clip: Clip, onProgress: (p: DownloadProgress) => void): Promise<unknown>;
  remove(base: string, id: number): Promise<unknown>;
}

const get = (url: string) => defineEndpoint({ url, method: 'get', pack: 'identity', entity: 'query', noCancel: true, authFailure: 'resume' });
const post = (url: string) => defineEndpoint({ url, method: 'post', pack: 'identity', entity: 'json', noCancel: true, authFailure: 'resume' });

export const httpVideoData: VideoData = {
  live: async (call, cameraId) => {
    const data = (await client.call<{ url: string; poster?: string }>(get(call), { id: cameraId })).data;
    return { url: data.url, kind: 'hls', poster: data.poster };
  },
  clips: async (base, payload) => (await client.call<{ rows: Clip[]; total: number }>(post(`${base}/videoList`), payload)).data,
  upload: async (base, file, title, onProgress) => {
    const form = new FormData();
    if (title) form.append('title', title);
    form.append('file', file, file.name);
    const endpoint = defineEndpoint({ url: `${base}/upload`, method: 'post', pack: 'none', entity: 'form', noCancel: true, authFailure: 'resume' });
    const answer = await client.call<{ id: number }>(endpoint, form, { silent: true, onUploadProgress: onProgress, timeout: 10 * 60_000 });
    return { msg: answer.msg, id: answer.data.id };
  },
  clipSource: async (base, id) => ({ url: (await client.call<{ url: string }>(get(`${base}/playUrl`), { id })).data.url, kind: 'file' }),
  download: (base, clip, onProgress) =>
    client.download(defineEndpoint({ url: `${base}/download`, method: 'get', pack: 'identity', entity: 'query', download: 'blob', authFailure: 'resume' }), { id: clip.id }, { onDownloadProgress: onProgress, fileName: clip.fileName }),
  remove: (base, id) => client.call(post(`${base}/deleteVideo`), { id }),
};

const VideoDataContext = createContext<VideoData>(httpVideoData);

export function VideoDataProvider({ value, children }: { value: VideoData; children: ReactNode }) {
  return <VideoDataContext.Provider value={value}>{children}</VideoDataContext.Provider>;
}

export const useVideoData = () => useContext(VideoDataContext);
