export { GroupConfiguration, GroupCreateRequest, GroupParticipants, GroupTools } from './group-tools';
