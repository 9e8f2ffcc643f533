/**
 * 通讯: the address book (the tenant's departments and staff from the platform master data, with
 * the groups and dispatches each person is in), the dispatch seats (platform accounts that dispatch and chat;
 * one row per sign-in account, as 问题上报's 处置人员) and the chat groups, whose members are
 * seats and staff. Messages are the group chat's (apps/server/src/systems/zhdd/chat/).
 */
import { commonFields } from '../../model/common-fields';
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformLookups, platformResource } from '../../platform';
import { lookups, SYSTEM, zhddFamily } from './shared';

/** The departments of the address book's tree (communication/department/tree): the platform's, read-only. */
export const department: ResourceDefinition = {
  ...view(platformResource.department, { key: 'department', system: SYSTEM, endpoints: zhddFamily('communication/department'), operations: [] }),
  tree: { parentField: 'parentId' },
};

/** 通讯录: communication pageList / getOne / getSimpleList / export over the shared staff. */
export const contact: ResourceDefinition = view(platformResource.staff, {
  key: 'contact', name: '通讯录人员', system: SYSTEM, endpoints: zhddFamily('communication'), operations: ['export'],
  related: [
    { resource: 'chatGroup', field: 'staffIds', title: '所在群组' },
    { resource: 'dispatchRecord', field: 'staffIds', title: '参与的调度' },
  ],
});

/** 调度坐席: operator pageList / save / update / delete / getOne — who dispatches and chats. */
export const operator: ResourceDefinition = {
  key: 'operator', name: '调度坐席', system: SYSTEM, endpoints: zhddFamily('operator'),
  sort: { field: 'seatNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  related: [{ resource: 'chatGroup', field: 'operatorIds', title: '所在群组' }],
  fields: [
    field.text('seatNo', '坐席号', { rules: { required: true, maxLength: 10, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '坐席号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like', important: true }),
    field.text('account', '登录账号', { rules: { required: true, maxLength: 40, unique: true, pattern: '^[A-Za-z0-9_.@-]+$', patternMessage: '登录账号只能包含字母、数字和 _ . @ -' }, filter: 'like' }),
    field.phone('phone', '手机号', { rules: { required: true, ...patterns.phone } }),
    field.enum('post', '坐席岗位', 'zhddSeatPost', { rules: { required: true }, filter: 'eq' }),
    field.enum('status', '状态', 'zhddStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};

/** 群组: group pageList / save / update / delete / getOne — the chat groups and their members. */
export const chatGroup: ResourceDefinition = {
  key: 'chatGroup', name: '群组', system: SYSTEM, endpoints: zhddFamily('group'),
  sort: { field: 'lastMessageAt', dir: 'desc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  related: [{ resource: 'dispatchRecord', field: 'groupId', title: '群内调度' }],
  fields: [
    field.text('name', '群名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('groupType', '群组类型', 'zhddGroupType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('ownerId', '群主', lookups.operator, { rules: { required: true }, filter: 'eq' }),
    field.lookupMany('operatorIds', '坐席成员', lookups.operator, { filter: 'eq' }),
    field.lookupMany('staffIds', '作业人员', platformLookups.staff, { filter: 'eq' }),
    field.textarea('notice', '群公告', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
    field.integer('messageCount', '消息数', { unit: '条', readonly: true, defaultValue: 0 }),
    field.datetime('lastMessageAt', '最近消息', { readonly: true, show: ['column', 'detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};
