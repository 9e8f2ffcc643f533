import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({ base: 'light', brandTitle: '城市环卫云平台 · 设计系统', brandUrl: '/' }),
});
