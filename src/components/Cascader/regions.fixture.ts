import type { CascaderOption } from './cascaderModel';

/** A small slice of 省/市/区 for stories and tests. */
export const regions: CascaderOption[] = [
  {
    label: '浙江省', value: '330000', children: [
      { label: '杭州市', value: '330100', children: [
        { label: '上城区', value: '330102' }, { label: '拱墅区', value: '330105' }, { label: '西湖区', value: '330106' },
        { label: '滨江区', value: '330108' }, { label: '萧山区', value: '330109' }, { label: '余杭区', value: '330110', disabled: true },
      ] },
      { label: '宁波市', value: '330200', children: [{ label: '海曙区', value: '330203' }, { label: '江北区', value: '330205' }] },
      { label: '温州市', value: '330300', children: [{ label: '鹿城区', value: '330302' }, { label: '龙湾区', value: '330303' }] },
    ],
  },
  {
    label: '江苏省', value: '320000', children: [
      { label: '南京市', value: '320100', children: [{ label: '玄武区', value: '320102' }, { label: '秦淮区', value: '320104' }] },
      { label: '苏州市', value: '320500', children: [{ label: '姑苏区', value: '320508' }, { label: '吴中区', value: '320506' }] },
    ],
  },
  { label: '上海市', value: '310000', children: [{ label: '黄浦区', value: '310101' }, { label: '徐汇区', value: '310104' }] },
];
