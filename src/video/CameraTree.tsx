/**
 * The camera tree: organisation → vehicle or site → camera, each level with its online and total
 * counts, cameras with an online/offline dot; searchable; cameras can be clicked or dragged
 * onto a video pane.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { Tree, type TreeNode } from '../components/Tree';
import { t } from '../i18n';

export interface CameraNode {
  key: string;
  title: string;
  kind: 'org' | 'vehicle' | 'site' | 'camera';
  online: number;
  total: number;
  onlineStatus?: string;
  children?: CameraNode[];
}

export interface CameraTreeProps {
  nodes: readonly CameraNode[];
  onPick?: (camera: CameraNode) => void;
  selectedKey?: string | null;
  height?: number;
}

const Dot = styled.i<{ $online: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => (p.$online ? p.theme.color.success.default : p.theme.color.text.disabled)};
`;
const Count = styled.small`margin-left: auto; padding-right: ${(p) => p.theme.space.xs}; color: ${(p) => p.theme.color.text.tertiary}; font-variant-numeric: tabular-nums;`;
const Offline = styled.small`color: ${(p) => p.theme.color.text.tertiary};`;

/** A camera's name without its holder's (浙A·D1917 前视摄像头 under 浙A·D1917 → 前视摄像头): deep rows stay short. */
function shortTitle(title: string, parent: string | undefined): string {
  return parent && title.startsWith(`${parent} `) ? title.slice(parent.length + 1) : title;
}

function toTree(nodes: readonly CameraNode[], parent?: string): TreeNode[] {
  return nodes.map((n) => n.kind === 'camera'
    ? {
      key: n.key, title: shortTitle(n.title, parent), dragData: n.key,
      prefix: <Dot $online={n.onlineStatus === 'online'} aria-label={n.onlineStatus === 'online' ? t('video.tree.online') : t('video.tree.offline')} role="img" />,
      suffix: n.onlineStatus === 'online' ? undefined : <Offline>{t('video.tree.offline')}</Offline>,
    }
    : { key: n.key, title: n.title, children: toTree(n.children ?? [], n.title), suffix: <Count>{n.online}/{n.total}</Count> });
}

/** Every camera under the nodes, by key. */
export function camerasOf(nodes: readonly CameraNode[], into = new Map<string, CameraNode>()): Map<string, CameraNode> {
  for (const n of nodes) {
    if (n.kind === 'camera') into.set(n.key, n);
    else camerasOf(n.children ?? [], into);
  }
  return into;
}

export function CameraTree({ nodes, onPick, selectedKey, height = 480 }: CameraTreeProps) {
  const data = useMemo(() => toTree(nodes), [nodes]);
  const cameras = useMemo(() => camerasOf(nodes), [nodes]);
  return (
    <Tree treeData={data} searchable searchPlaceholder={t('video.tree.search')} defaultExpandAll={cameras.size <= 60} height={height} size="sm"
      selectedKey={selectedKey ?? null} aria-label={t('video.tree.title')}
      onSelect={(key) => { const camera = cameras.get(key); if (camera) onPick?.(camera); }} />
  );
}
