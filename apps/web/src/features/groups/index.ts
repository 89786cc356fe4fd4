export { GroupAdminTools, GroupConfiguration, GroupCreateRequest, GroupParticipants, GroupToolOf, GroupTools } from './group-tools';
