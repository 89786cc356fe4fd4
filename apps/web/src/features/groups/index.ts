export { GroupConfiguration, GroupCreateRequest, GroupParticipants, GroupToolOf, GroupTools } from './group-tools';
