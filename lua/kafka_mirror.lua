-- kafka_mirror.lua: Wireshark dissector for Kafka cluster-mirroring RPCs (KIP-1279).
--
-- GENERATED FILE, DO NOT EDIT.  Regenerate with `python -m codegen`
-- (from the message specs of profile 'kip1279-seed', the facts table and
-- dissector/plugin/kafka_mirror_runtime.lua; or `kmirror lua build`).
-- Profile: kip1279-seed -- KIP-1279 Cluster Mirroring, seed revision: eight RPCs, version 0, flexible.
-- RPCs: CreateMirror=94, AddTopicsToMirror=95, RemoveTopicsFromMirror=96, LastMirroredOffsets=97, ListMirrors=98, DescribeMirrors=99, ReadMirrorStates=100, WriteMirrorStates=101
--
-- Wireshark 4.0+ (Lua 5.2 and 5.4).  Preference kafka_mirror.tcp.ports (a range,
-- default 9092): mirror frames there are decoded here, every other
-- Kafka frame by Wireshark's own Kafka dissector.  Install: `kmirror lua install`, or
-- `tshark -X lua_script:kafka_mirror.lua -o kafka_mirror.tcp.ports:19092 -r FILE`.

local MAX_FRAME = 104857600
local MIN_FRAME = 4
local DEFAULT_PORTS = "9092"
local PROFILE = "kip1279-seed"

local proto = Proto("kafka_mirror", "Kafka Mirror")

-- Kafka error codes (dissector/kafka/kafka_facts.json, from kio's ErrorCode).
local ERROR_NAMES = {
  [-1] = "UNKNOWN_SERVER_ERROR",
  [0] = "NONE",
  [1] = "OFFSET_OUT_OF_RANGE",
  [2] = "CORRUPT_MESSAGE",
  [3] = "UNKNOWN_TOPIC_OR_PARTITION",
  [4] = "INVALID_FETCH_SIZE",
  [5] = "LEADER_NOT_AVAILABLE",
  [6] = "NOT_LEADER_OR_FOLLOWER",
  [7] = "REQUEST_TIMED_OUT",
  [8] = "BROKER_NOT_AVAILABLE",
  [9] = "REPLICA_NOT_AVAILABLE",
  [10] = "MESSAGE_TOO_LARGE",
  [11] = "STALE_CONTROLLER_EPOCH",
  [12] = "OFFSET_METADATA_TOO_LARGE",
  [13] = "NETWORK_EXCEPTION",
  [14] = "COORDINATOR_LOAD_IN_PROGRESS",
  [15] = "COORDINATOR_NOT_AVAILABLE",
  [16] = "NOT_COORDINATOR",
  [17] = "INVALID_TOPIC_EXCEPTION",
  [18] = "RECORD_LIST_TOO_LARGE",
  [19] = "NOT_ENOUGH_REPLICAS",
  [20] = "NOT_ENOUGH_REPLICAS_AFTER_APPEND",
  [21] = "INVALID_REQUIRED_ACKS",
  [22] = "ILLEGAL_GENERATION",
  [23] = "INCONSISTENT_GROUP_PROTOCOL",
  [24] = "INVALID_GROUP_ID",
  [25] = "UNKNOWN_MEMBER_ID",
  [26] = "INVALID_SESSION_TIMEOUT",
  [27] = "REBALANCE_IN_PROGRESS",
  [28] = "INVALID_COMMIT_OFFSET_SIZE",
  [29] = "TOPIC_AUTHORIZATION_FAILED",
  [30] = "GROUP_AUTHORIZATION_FAILED",
  [31] = "CLUSTER_AUTHORIZATION_FAILED",
  [32] = "INVALID_TIMESTAMP",
  [33] = "UNSUPPORTED_SASL_MECHANISM",
  [34] = "ILLEGAL_SASL_STATE",
  [35] = "UNSUPPORTED_VERSION",
  [36] = "TOPIC_ALREADY_EXISTS",
  [37] = "INVALID_PARTITIONS",
  [38] = "INVALID_REPLICATION_FACTOR",
  [39] = "INVALID_REPLICA_ASSIGNMENT",
  [40] = "INVALID_CONFIG",
  [41] = "NOT_CONTROLLER",
  [42] = "INVALID_REQUEST",
  [43] = "UNSUPPORTED_FOR_MESSAGE_FORMAT",
  [44] = "POLICY_VIOLATION",
  [45] = "OUT_OF_ORDER_SEQUENCE_NUMBER",
  [46] = "DUPLICATE_SEQUENCE_NUMBER",
  [47] = "INVALID_PRODUCER_EPOCH",
  [48] = "INVALID_TXN_STATE",
  [49] = "INVALID_PRODUCER_ID_MAPPING",
  [50] = "INVALID_TRANSACTION_TIMEOUT",
  [51] = "CONCURRENT_TRANSACTIONS",
  [52] = "TRANSACTION_COORDINATOR_FENCED",
  [53] = "TRANSACTIONAL_ID_AUTHORIZATION_FAILED",
  [54] = "SECURITY_DISABLED",
  [55] = "OPERATION_NOT_ATTEMPTED",
  [56] = "KAFKA_STORAGE_ERROR",
  [57] = "LOG_DIR_NOT_FOUND",
  [58] = "SASL_AUTHENTICATION_FAILED",
  [59] = "UNKNOWN_PRODUCER_ID",
  [60] = "REASSIGNMENT_IN_PROGRESS",
  [61] = "DELEGATION_TOKEN_AUTH_DISABLED",
  [62] = "DELEGATION_TOKEN_NOT_FOUND",
  [63] = "DELEGATION_TOKEN_OWNER_MISMATCH",
  [64] = "DELEGATION_TOKEN_REQUEST_NOT_ALLOWED",
  [65] = "DELEGATION_TOKEN_AUTHORIZATION_FAILED",
  [66] = "DELEGATION_TOKEN_EXPIRED",
  [67] = "INVALID_PRINCIPAL_TYPE",
  [68] = "NON_EMPTY_GROUP",
  [69] = "GROUP_ID_NOT_FOUND",
  [70] = "FETCH_SESSION_ID_NOT_FOUND",
  [71] = "INVALID_FETCH_SESSION_EPOCH",
  [72] = "LISTENER_NOT_FOUND",
  [73] = "TOPIC_DELETION_DISABLED",
  [74] = "FENCED_LEADER_EPOCH",
  [75] = "UNKNOWN_LEADER_EPOCH",
  [76] = "UNSUPPORTED_COMPRESSION_TYPE",
  [77] = "STALE_BROKER_EPOCH",
  [78] = "OFFSET_NOT_AVAILABLE",
  [79] = "MEMBER_ID_REQUIRED",
  [80] = "PREFERRED_LEADER_NOT_AVAILABLE",
  [81] = "GROUP_MAX_SIZE_REACHED",
  [82] = "FENCED_INSTANCE_ID",
  [83] = "ELIGIBLE_LEADERS_NOT_AVAILABLE",
  [84] = "ELECTION_NOT_NEEDED",
  [85] = "NO_REASSIGNMENT_IN_PROGRESS",
  [86] = "GROUP_SUBSCRIBED_TO_TOPIC",
  [87] = "INVALID_RECORD",
  [88] = "UNSTABLE_OFFSET_COMMIT",
  [89] = "THROTTLING_QUOTA_EXCEEDED",
  [90] = "PRODUCER_FENCED",
  [91] = "RESOURCE_NOT_FOUND",
  [92] = "DUPLICATE_RESOURCE",
  [93] = "UNACCEPTABLE_CREDENTIAL",
  [94] = "INCONSISTENT_VOTER_SET",
  [95] = "INVALID_UPDATE_VERSION",
  [96] = "FEATURE_UPDATE_FAILED",
  [97] = "PRINCIPAL_DESERIALIZATION_FAILURE",
  [98] = "SNAPSHOT_NOT_FOUND",
  [99] = "POSITION_OUT_OF_RANGE",
  [100] = "UNKNOWN_TOPIC_ID",
  [101] = "DUPLICATE_BROKER_REGISTRATION",
  [102] = "BROKER_ID_NOT_REGISTERED",
  [103] = "INCONSISTENT_TOPIC_ID",
  [104] = "INCONSISTENT_CLUSTER_ID",
  [105] = "TRANSACTIONAL_ID_NOT_FOUND",
  [106] = "FETCH_SESSION_TOPIC_ID_ERROR",
  [107] = "INELIGIBLE_REPLICA",
  [108] = "NEW_LEADER_ELECTED",
  [109] = "OFFSET_MOVED_TO_TIERED_STORAGE",
  [110] = "FENCED_MEMBER_EPOCH",
  [111] = "UNRELEASED_INSTANCE_ID",
  [112] = "UNSUPPORTED_ASSIGNOR",
  [113] = "STALE_MEMBER_EPOCH",
  [114] = "MISMATCHED_ENDPOINT_TYPE",
  [115] = "UNSUPPORTED_ENDPOINT_TYPE",
  [116] = "UNKNOWN_CONTROLLER_ID",
  [117] = "UNKNOWN_SUBSCRIPTION_ID",
  [118] = "TELEMETRY_TOO_LARGE",
  [119] = "INVALID_REGISTRATION",
  [120] = "TRANSACTION_ABORTABLE",
  [121] = "INVALID_RECORD_STATE",
  [122] = "SHARE_SESSION_NOT_FOUND",
  [123] = "INVALID_SHARE_SESSION_EPOCH",
  [124] = "FENCED_STATE_EPOCH",
  [125] = "INVALID_VOTER_KEY",
  [126] = "DUPLICATE_VOTER",
  [127] = "VOTER_NOT_FOUND",
  [128] = "INVALID_REGULAR_EXPRESSION",
  [129] = "REBOOTSTRAP_REQUIRED",
  [130] = "STREAMS_INVALID_TOPOLOGY",
  [131] = "STREAMS_INVALID_TOPOLOGY_EPOCH",
  [132] = "STREAMS_TOPOLOGY_FENCED",
  [133] = "SHARE_SESSION_LIMIT_REACHED",
}

-- Partition state codes of profile kip1279-seed.
local STATE_NAMES = {
  [0] = "INITIALIZING",
  [1] = "PREPARING",
  [2] = "MIRRORING",
  [4] = "STOPPING",
  [8] = "STOPPED",
  [16] = "FAILED",
  [32] = "UNKNOWN",
}

-- API names: Kafka's (kafka_facts.json), the profile's mirror RPCs on top.
local API_NAMES = {
  [0] = "Produce",
  [1] = "Fetch",
  [2] = "ListOffsets",
  [3] = "Metadata",
  [4] = "LeaderAndIsr",
  [5] = "StopReplica",
  [6] = "UpdateMetadata",
  [7] = "ControlledShutdown",
  [8] = "OffsetCommit",
  [9] = "OffsetFetch",
  [10] = "FindCoordinator",
  [11] = "JoinGroup",
  [12] = "Heartbeat",
  [13] = "LeaveGroup",
  [14] = "SyncGroup",
  [15] = "DescribeGroups",
  [16] = "ListGroups",
  [17] = "SaslHandshake",
  [18] = "ApiVersions",
  [19] = "CreateTopics",
  [20] = "DeleteTopics",
  [21] = "DeleteRecords",
  [22] = "InitProducerId",
  [23] = "OffsetForLeaderEpoch",
  [24] = "AddPartitionsToTxn",
  [25] = "AddOffsetsToTxn",
  [26] = "EndTxn",
  [27] = "WriteTxnMarkers",
  [28] = "TxnOffsetCommit",
  [29] = "DescribeAcls",
  [30] = "CreateAcls",
  [31] = "DeleteAcls",
  [32] = "DescribeConfigs",
  [33] = "AlterConfigs",
  [34] = "AlterReplicaLogDirs",
  [35] = "DescribeLogDirs",
  [36] = "SaslAuthenticate",
  [37] = "CreatePartitions",
  [38] = "CreateDelegationToken",
  [39] = "RenewDelegationToken",
  [40] = "ExpireDelegationToken",
  [41] = "DescribeDelegationToken",
  [42] = "DeleteGroups",
  [43] = "ElectLeaders",
  [44] = "IncrementalAlterConfigs",
  [45] = "AlterPartitionReassignments",
  [46] = "ListPartitionReassignments",
  [47] = "OffsetDelete",
  [48] = "DescribeClientQuotas",
  [49] = "AlterClientQuotas",
  [50] = "DescribeUserScramCredentials",
  [51] = "AlterUserScramCredentials",
  [52] = "Vote",
  [53] = "BeginQuorumEpoch",
  [54] = "EndQuorumEpoch",
  [55] = "DescribeQuorum",
  [56] = "AlterPartition",
  [57] = "UpdateFeatures",
  [58] = "Envelope",
  [59] = "FetchSnapshot",
  [60] = "DescribeCluster",
  [61] = "DescribeProducers",
  [62] = "BrokerRegistration",
  [63] = "BrokerHeartbeat",
  [64] = "UnregisterBroker",
  [65] = "DescribeTransactions",
  [66] = "ListTransactions",
  [67] = "AllocateProducerIds",
  [68] = "ConsumerGroupHeartbeat",
  [69] = "ConsumerGroupDescribe",
  [70] = "ControllerRegistration",
  [71] = "GetTelemetrySubscriptions",
  [72] = "PushTelemetry",
  [73] = "AssignReplicasToDirs",
  [74] = "ListConfigResources",
  [75] = "DescribeTopicPartitions",
  [76] = "ShareGroupHeartbeat",
  [77] = "ShareGroupDescribe",
  [78] = "ShareFetch",
  [79] = "ShareAcknowledge",
  [80] = "AddRaftVoter",
  [81] = "RemoveRaftVoter",
  [82] = "UpdateRaftVoter",
  [83] = "InitializeShareGroupState",
  [84] = "ReadShareGroupState",
  [85] = "WriteShareGroupState",
  [86] = "DeleteShareGroupState",
  [87] = "ReadShareGroupStateSummary",
  [88] = "StreamsGroupHeartbeat",
  [89] = "StreamsGroupDescribe",
  [90] = "DescribeShareGroupOffsets",
  [91] = "AlterShareGroupOffsets",
  [92] = "DeleteShareGroupOffsets",
  [93] = "StreamsGroupTopologyDescriptionUpdate",
  [94] = "CreateMirror",
  [95] = "AddTopicsToMirror",
  [96] = "RemoveTopicsFromMirror",
  [97] = "LastMirroredOffsets",
  [98] = "ListMirrors",
  [99] = "DescribeMirrors",
  [100] = "ReadMirrorStates",
  [101] = "WriteMirrorStates",
}

-- One field per spec field: abbreviation kafka_mirror.<snake_case path>.
local F = {}
F["kafka_mirror.api_key"] = ProtoField.int16("kafka_mirror.api_key", "API Key", base.DEC, API_NAMES, nil, "API key (the response's: its request's)")
F["kafka_mirror.api_version"] = ProtoField.int16("kafka_mirror.api_version", "API Version", base.DEC, nil, nil, "API version (the response's: its request's)")
F["kafka_mirror.body.error_code"] = ProtoField.int16("kafka_mirror.body.error_code", "Error Code", base.DEC, ERROR_NAMES, nil, "The error code, or 0 if there was no error.")
F["kafka_mirror.client_id"] = ProtoField.string("kafka_mirror.client_id", "Client ID", base.UNICODE, "Client id of the request header")
F["kafka_mirror.config"] = ProtoField.none("kafka_mirror.config", "Config", "The cluster mirror configurations.")
F["kafka_mirror.config.name"] = ProtoField.string("kafka_mirror.config.name", "Name", base.UNICODE, "The configuration key name.")
F["kafka_mirror.config.value"] = ProtoField.string("kafka_mirror.config.value", "Value", base.UNICODE, "The value to set for the configuration key.")
F["kafka_mirror.correlation_id"] = ProtoField.int32("kafka_mirror.correlation_id", "Correlation ID", base.DEC, nil, nil, "Correlation id pairing request and response")
F["kafka_mirror.error_code"] = ProtoField.int16("kafka_mirror.error_code", "Error Code", base.DEC, ERROR_NAMES, nil, "Response's error by ERROR_CODE_RULE: top-level if non-zero, else the first non-zero nested one, else 0")
F["kafka_mirror.error_message"] = ProtoField.string("kafka_mirror.error_message", "Error Message", base.UNICODE, "The error message, or null if there was no error.")
F["kafka_mirror.error_name"] = ProtoField.string("kafka_mirror.error_name", "Error Name", base.UNICODE, "Kafka's name of the response's error")
F["kafka_mirror.error_path"] = ProtoField.string("kafka_mirror.error_path", "Error Path", base.UNICODE, "Field the response's non-zero error comes from, e.g. topics[0].partitions[2].error_code")
F["kafka_mirror.include_authorized_operations"] = ProtoField.bool("kafka_mirror.include_authorized_operations", "Include Authorized Operations", base.NONE, nil, nil, "Whether to include authorized operations.")
F["kafka_mirror.len"] = ProtoField.int32("kafka_mirror.len", "Length", base.DEC, nil, nil, "Frame size: the bytes after this 4-byte field")
F["kafka_mirror.mirror_name"] = ProtoField.string("kafka_mirror.mirror_name", "Mirror Name", base.UNICODE, "Mirror name(s): the message's own, a response's else its request's")
F["kafka_mirror.mirror_names"] = ProtoField.string("kafka_mirror.mirror_names", "Mirror Names", base.UNICODE, "The names of the mirrors to describe. Null or empty array means all mirrors.")
F["kafka_mirror.mirrors"] = ProtoField.none("kafka_mirror.mirrors", "Mirrors", "Each mirror in the response.")
F["kafka_mirror.mirrors.authorized_operations"] = ProtoField.int32("kafka_mirror.mirrors.authorized_operations", "Authorized Operations", base.DEC, nil, nil, "32-bit bitfield to represent authorized operations for this mirror.")
F["kafka_mirror.mirrors.error_code"] = ProtoField.int16("kafka_mirror.mirrors.error_code", "Error Code", base.DEC, ERROR_NAMES, nil, "The error code, or 0 if there was no error.")
F["kafka_mirror.mirrors.mirror_name"] = ProtoField.string("kafka_mirror.mirrors.mirror_name", "Mirror Name", base.UNICODE, "The cluster mirror name.")
F["kafka_mirror.mirrors.source_bootstrap"] = ProtoField.string("kafka_mirror.mirrors.source_bootstrap", "Source Bootstrap", base.UNICODE, "The source cluster bootstrap servers.")
F["kafka_mirror.mirrors.topic_count"] = ProtoField.int32("kafka_mirror.mirrors.topic_count", "Topic Count", base.DEC, nil, nil, "The number of topics configured for this mirror. 0 indicates an empty mirror with no topics.")
F["kafka_mirror.mirrors.topics"] = ProtoField.none("kafka_mirror.mirrors.topics", "Topics", "Each topic in the mirror.")
F["kafka_mirror.mirrors.topics.partitions"] = ProtoField.none("kafka_mirror.mirrors.topics.partitions", "Partitions", "Each partition detail.")
F["kafka_mirror.mirrors.topics.partitions.destination_offset"] = ProtoField.int64("kafka_mirror.mirrors.topics.partitions.destination_offset", "Destination Offset", base.DEC, nil, nil, "The log end offset on the destination cluster.")
F["kafka_mirror.mirrors.topics.partitions.lag"] = ProtoField.int64("kafka_mirror.mirrors.topics.partitions.lag", "Lag", base.DEC, nil, nil, "The lag (source offset - destination offset).")
F["kafka_mirror.mirrors.topics.partitions.partition_index"] = ProtoField.int32("kafka_mirror.mirrors.topics.partitions.partition_index", "Partition Index", base.DEC, nil, nil, "The partition index.")
F["kafka_mirror.mirrors.topics.partitions.source_offset"] = ProtoField.int64("kafka_mirror.mirrors.topics.partitions.source_offset", "Source Offset", base.DEC, nil, nil, "The high watermark offset from the source cluster leader.")
F["kafka_mirror.mirrors.topics.partitions.state"] = ProtoField.string("kafka_mirror.mirrors.topics.partitions.state", "State", base.UNICODE, "The partition state (INITIALIZING, PREPARING, MIRRORING, STOPPING, STOPPED, FAILED).")
F["kafka_mirror.mirrors.topics.topic_name"] = ProtoField.string("kafka_mirror.mirrors.topics.topic_name", "Topic Name", base.UNICODE, "The topic name.")
F["kafka_mirror.removed_topics"] = ProtoField.string("kafka_mirror.removed_topics", "Removed Topics", base.UNICODE, "The topic names to be removed.")
F["kafka_mirror.request_frame"] = ProtoField.framenum("kafka_mirror.request_frame", "Request Frame", base.NONE, frametype.REQUEST, nil, "Frame where the request ends")
F["kafka_mirror.response_frame"] = ProtoField.framenum("kafka_mirror.response_frame", "Response Frame", base.NONE, frametype.RESPONSE, nil, "Frame where the response ends")
F["kafka_mirror.response_time"] = ProtoField.relative_time("kafka_mirror.response_time", "Response Time", "Time from request to response")
F["kafka_mirror.rpc"] = ProtoField.string("kafka_mirror.rpc", "RPC", base.UNICODE, "Mirror RPC name from the profile")
F["kafka_mirror.summary"] = ProtoField.none("kafka_mirror.summary", "Summary", "Mirror name(s) and error of the message, for filters")
F["kafka_mirror.throttle_time_ms"] = ProtoField.int32("kafka_mirror.throttle_time_ms", "Throttle Time Ms", base.DEC, nil, nil, "The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota.")
F["kafka_mirror.topics"] = ProtoField.none("kafka_mirror.topics", "Topics", "The topic state data for the topics.")
F["kafka_mirror.topics.error_code"] = ProtoField.int16("kafka_mirror.topics.error_code", "Error Code", base.DEC, ERROR_NAMES, nil, "The error code, or 0 if there was no error.")
F["kafka_mirror.topics.mirror_name"] = ProtoField.string("kafka_mirror.topics.mirror_name", "Mirror Name", base.UNICODE, "The cluster mirror name.")
F["kafka_mirror.topics.name"] = ProtoField.string("kafka_mirror.topics.name", "Name", base.UNICODE, "The topic name.")
F["kafka_mirror.topics.partitions"] = ProtoField.none("kafka_mirror.topics.partitions", "Partitions", "The data for the partitions.")
F["kafka_mirror.topics.partitions.error_code"] = ProtoField.int16("kafka_mirror.topics.partitions.error_code", "Error Code", base.DEC, ERROR_NAMES, nil, "The error code, or 0 if there was no error.")
F["kafka_mirror.topics.partitions.last_mirrored_offset"] = ProtoField.int64("kafka_mirror.topics.partitions.last_mirrored_offset", "Last Mirrored Offset", base.DEC, nil, nil, "The last mirrored offset.")
F["kafka_mirror.topics.partitions.partition_index"] = ProtoField.int32("kafka_mirror.topics.partitions.partition_index", "Partition Index", base.DEC, nil, nil, "The partition index.")
F["kafka_mirror.topics.partitions.state"] = ProtoField.int8("kafka_mirror.topics.partitions.state", "State", base.DEC, STATE_NAMES, nil, "The mirror partition state.")
F["kafka_mirror.topics.topic_id"] = ProtoField.guid("kafka_mirror.topics.topic_id", "Topic Id", "The unique topic ID.")
F["kafka_mirror.topics.topic_name"] = ProtoField.string("kafka_mirror.topics.topic_name", "Topic Name", base.UNICODE, "The topic name.")
F["kafka_mirror.unknown_tag"] = ProtoField.uint32("kafka_mirror.unknown_tag", "Unknown Tag", base.DEC, nil, nil, "Tagged field this spec version does not define")
F["kafka_mirror.unknown_tag_data"] = ProtoField.bytes("kafka_mirror.unknown_tag_data", "Unknown Tag Data", base.NONE, "Bytes of an unknown tagged field")
proto.fields = {
  F["kafka_mirror.api_key"],
  F["kafka_mirror.api_version"],
  F["kafka_mirror.body.error_code"],
  F["kafka_mirror.client_id"],
  F["kafka_mirror.config"],
  F["kafka_mirror.config.name"],
  F["kafka_mirror.config.value"],
  F["kafka_mirror.correlation_id"],
  F["kafka_mirror.error_code"],
  F["kafka_mirror.error_message"],
  F["kafka_mirror.error_name"],
  F["kafka_mirror.error_path"],
  F["kafka_mirror.include_authorized_operations"],
  F["kafka_mirror.len"],
  F["kafka_mirror.mirror_name"],
  F["kafka_mirror.mirror_names"],
  F["kafka_mirror.mirrors"],
  F["kafka_mirror.mirrors.authorized_operations"],
  F["kafka_mirror.mirrors.error_code"],
  F["kafka_mirror.mirrors.mirror_name"],
  F["kafka_mirror.mirrors.source_bootstrap"],
  F["kafka_mirror.mirrors.topic_count"],
  F["kafka_mirror.mirrors.topics"],
  F["kafka_mirror.mirrors.topics.partitions"],
  F["kafka_mirror.mirrors.topics.partitions.destination_offset"],
  F["kafka_mirror.mirrors.topics.partitions.lag"],
  F["kafka_mirror.mirrors.topics.partitions.partition_index"],
  F["kafka_mirror.mirrors.topics.partitions.source_offset"],
  F["kafka_mirror.mirrors.topics.partitions.state"],
  F["kafka_mirror.mirrors.topics.topic_name"],
  F["kafka_mirror.removed_topics"],
  F["kafka_mirror.request_frame"],
  F["kafka_mirror.response_frame"],
  F["kafka_mirror.response_time"],
  F["kafka_mirror.rpc"],
  F["kafka_mirror.summary"],
  F["kafka_mirror.throttle_time_ms"],
  F["kafka_mirror.topics"],
  F["kafka_mirror.topics.error_code"],
  F["kafka_mirror.topics.mirror_name"],
  F["kafka_mirror.topics.name"],
  F["kafka_mirror.topics.partitions"],
  F["kafka_mirror.topics.partitions.error_code"],
  F["kafka_mirror.topics.partitions.last_mirrored_offset"],
  F["kafka_mirror.topics.partitions.partition_index"],
  F["kafka_mirror.topics.partitions.state"],
  F["kafka_mirror.topics.topic_id"],
  F["kafka_mirror.topics.topic_name"],
  F["kafka_mirror.unknown_tag"],
  F["kafka_mirror.unknown_tag_data"],
}

-- Expert info: the vocabulary of dissector/errors.py (EXPERT).
local E = {}
E.pdu_length_mismatch = ProtoExpert.new("kafka_mirror.expert.pdu_length_mismatch", "message does not end at the PDU length (too short or bytes left over)", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_string_length = ProtoExpert.new("kafka_mirror.expert.bad_string_length", "string length is negative (not -1) or runs past the frame", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_bytes_length = ProtoExpert.new("kafka_mirror.expert.bad_bytes_length", "bytes length is negative (not -1) or runs past the frame", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_array_length = ProtoExpert.new("kafka_mirror.expert.bad_array_length", "array count is negative (not -1) or larger than the bytes left", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_varint = ProtoExpert.new("kafka_mirror.expert.bad_varint", "variable-length integer longer than its type allows", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_tagged_fields = ProtoExpert.new("kafka_mirror.expert.bad_tagged_fields", "tagged field section out of order or runs past the frame", expert.group.MALFORMED, expert.severity.ERROR)
E.nullable_violation = ProtoExpert.new("kafka_mirror.expert.nullable_violation", "null value in a field the spec says is not nullable (decoded as null)", expert.group.PROTOCOL, expert.severity.WARN)
E.unknown_api_key = ProtoExpert.new("kafka_mirror.expert.unknown_api_key", "api_key not in the standard set nor in the mirror profile", expert.group.UNDECODED, expert.severity.WARN)
E.unsupported_api_version = ProtoExpert.new("kafka_mirror.expert.unsupported_api_version", "api_version outside the versions the spec defines", expert.group.UNDECODED, expert.severity.WARN)
E.request_missing = ProtoExpert.new("kafka_mirror.expert.request_missing", "response whose request is not in the capture", expert.group.SEQUENCE, expert.severity.WARN)
E.truncated = ProtoExpert.new("kafka_mirror.expert.truncated", "frame bytes not all captured (snap length or end of capture)", expert.group.MALFORMED, expert.severity.WARN)
E.frame_too_large = ProtoExpert.new("kafka_mirror.expert.frame_too_large", "frame size above the configured maximum; not reassembled", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_frame_size = ProtoExpert.new("kafka_mirror.expert.bad_frame_size", "frame size too small to hold a Kafka header", expert.group.MALFORMED, expert.severity.ERROR)
E.body_not_decoded = ProtoExpert.new("kafka_mirror.expert.body_not_decoded", "body of a standard API kept as bytes (not decoded by this version)", expert.group.UNDECODED, expert.severity.NOTE)
E.api_versions_fallback = ProtoExpert.new("kafka_mirror.expert.api_versions_fallback", "ApiVersions response in the v0 format after an unsupported version", expert.group.PROTOCOL, expert.severity.NOTE)
E.crc_mismatch = ProtoExpert.new("kafka_mirror.expert.crc_mismatch", "record batch or message CRC does not match its bytes", expert.group.CHECKSUM, expert.severity.ERROR)
E.bad_record_length = ProtoExpert.new("kafka_mirror.expert.bad_record_length", "batch, record, key, value or header length in records cannot be right", expert.group.MALFORMED, expert.severity.ERROR)
E.bad_decompression_length = ProtoExpert.new("kafka_mirror.expert.bad_decompression_length", "compressed records do not decompress, or decompress past the configured maximum", expert.group.MALFORMED, expert.severity.ERROR)
E.decompression_budget = ProtoExpert.new("kafka_mirror.expert.decompression_budget", "compressed records left compressed: the frame's or the capture's decompression budget is spent (raw bytes kept)", expert.group.UNDECODED, expert.severity.NOTE)
E.unknown_message_magic = ProtoExpert.new("kafka_mirror.expert.unknown_message_magic", "record batch or message magic other than 0, 1 or 2", expert.group.MALFORMED, expert.severity.ERROR)
-- A mirror response carrying a non-zero error (tshark -z expert lists them).
local RESPONSE_ERROR = ProtoExpert.new("kafka_mirror.response_error", "Mirror RPC response with an error", expert.group.RESPONSE_CODE, expert.severity.WARN)
proto.experts = {
  E.pdu_length_mismatch,
  E.bad_string_length,
  E.bad_bytes_length,
  E.bad_array_length,
  E.bad_varint,
  E.bad_tagged_fields,
  E.nullable_violation,
  E.unknown_api_key,
  E.unsupported_api_version,
  E.request_missing,
  E.truncated,
  E.frame_too_large,
  E.bad_frame_size,
  E.body_not_decoded,
  E.api_versions_fallback,
  E.crc_mismatch,
  E.bad_record_length,
  E.bad_decompression_length,
  E.decompression_budget,
  E.unknown_message_magic,
  RESPONSE_ERROR,
}

-- Header versions (dissector/kafka/kafka_facts.json): {non-flexible, flexible}, and the
-- exceptions by name (high = -1: every later version).
local HEADER_RULE = { request = { 1, 2 }, response = { 0, 1 } }
local HEADER_EXCEPTIONS = {
  request = { { api_key = 7, low = 0, high = 0, header_version = 0 } },
  response = { { api_key = 18, low = 3, high = -1, header_version = 0 } },
}

-- Message schemas: k key, n label, f field, t type or array/struct, v versions,
-- nv nullable versions, tv tagged versions, e element type, sub struct fields,
-- mn mirror-name entity, ec error code.  Ranges {low, high}, high -1 = open.
local MESSAGES = {
  [94] = { rpc = "CreateMirror",
    request = { name = "CreateMirrorRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = { low = 0, high = -1 }, tv = false, mn = true },
      { k = "config", n = "Config", f = F["kafka_mirror.config"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.config.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "value", n = "Value", f = F["kafka_mirror.config.value"], t = "string", v = { low = 0, high = -1 }, nv = { low = 0, high = -1 }, tv = false },
      } },
    } },
    response = { name = "CreateMirrorResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "error_message", n = "Error Message", f = F["kafka_mirror.error_message"], t = "string", v = { low = 0, high = -1 }, nv = { low = 0, high = -1 }, tv = false },
    } },
  },
  [95] = { rpc = "AddTopicsToMirror",
    request = { name = "AddTopicsToMirrorRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "topic_id", n = "Topic Id", f = F["kafka_mirror.topics.topic_id"], t = "uuid", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "topic_name", n = "Topic Name", f = F["kafka_mirror.topics.topic_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.topics.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = { low = 0, high = -1 }, tv = false, mn = true },
      } },
    } },
    response = { name = "AddTopicsToMirrorResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "error_code", n = "Error Code", f = F["kafka_mirror.topics.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      } },
    } },
  },
  [96] = { rpc = "RemoveTopicsFromMirror",
    request = { name = "RemoveTopicsFromMirrorRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "topic_id", n = "Topic Id", f = F["kafka_mirror.topics.topic_id"], t = "uuid", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "topic_name", n = "Topic Name", f = F["kafka_mirror.topics.topic_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
      } },
    } },
    response = { name = "RemoveTopicsFromMirrorResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "error_code", n = "Error Code", f = F["kafka_mirror.topics.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      } },
    } },
  },
  [97] = { rpc = "LastMirroredOffsets",
    request = { name = "LastMirroredOffsetsRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false, mn = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
          } },
      } },
    } },
    response = { name = "LastMirroredOffsetsResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "last_mirrored_offset", n = "Last Mirrored Offset", f = F["kafka_mirror.topics.partitions.last_mirrored_offset"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "error_code", n = "Error Code", f = F["kafka_mirror.topics.partitions.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
          } },
      } },
    } },
  },
  [98] = { rpc = "ListMirrors",
    request = { name = "ListMirrorsRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
    } },
    response = { name = "ListMirrorsResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "mirrors", n = "Mirrors", f = F["kafka_mirror.mirrors"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirrors.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false, mn = true },
          { k = "source_bootstrap", n = "Source Bootstrap", f = F["kafka_mirror.mirrors.source_bootstrap"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "topic_count", n = "Topic Count", f = F["kafka_mirror.mirrors.topic_count"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      } },
    } },
  },
  [99] = { rpc = "DescribeMirrors",
    request = { name = "DescribeMirrorsRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "mirror_names", n = "Mirror Names", f = F["kafka_mirror.mirror_names"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, e = "string", mn = true },
      { k = "include_authorized_operations", n = "Include Authorized Operations", f = F["kafka_mirror.include_authorized_operations"], t = "bool", v = { low = 0, high = -1 }, nv = false, tv = false },
    } },
    response = { name = "DescribeMirrorsResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "mirrors", n = "Mirrors", f = F["kafka_mirror.mirrors"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "error_code", n = "Error Code", f = F["kafka_mirror.mirrors.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
          { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirrors.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false, mn = true },
          { k = "topics", n = "Topics", f = F["kafka_mirror.mirrors.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "topic_name", n = "Topic Name", f = F["kafka_mirror.mirrors.topics.topic_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "partitions", n = "Partitions", f = F["kafka_mirror.mirrors.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
                  { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.mirrors.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
                  { k = "source_offset", n = "Source Offset", f = F["kafka_mirror.mirrors.topics.partitions.source_offset"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
                  { k = "destination_offset", n = "Destination Offset", f = F["kafka_mirror.mirrors.topics.partitions.destination_offset"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
                  { k = "lag", n = "Lag", f = F["kafka_mirror.mirrors.topics.partitions.lag"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
                  { k = "state", n = "State", f = F["kafka_mirror.mirrors.topics.partitions.state"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
              } },
          } },
          { k = "authorized_operations", n = "Authorized Operations", f = F["kafka_mirror.mirrors.authorized_operations"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      } },
    } },
  },
  [100] = { rpc = "ReadMirrorStates",
    request = { name = "ReadMirrorStatesRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false, mn = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
          } },
      } },
    } },
    response = { name = "ReadMirrorStatesResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "last_mirrored_offset", n = "Last Mirrored Offset", f = F["kafka_mirror.topics.partitions.last_mirrored_offset"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "state", n = "State", f = F["kafka_mirror.topics.partitions.state"], t = "int8", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "error_code", n = "Error Code", f = F["kafka_mirror.topics.partitions.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
          } },
      } },
    } },
  },
  [101] = { rpc = "WriteMirrorStates",
    request = { name = "WriteMirrorStatesRequest", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "mirror_name", n = "Mirror Name", f = F["kafka_mirror.mirror_name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false, mn = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "last_mirrored_offset", n = "Last Mirrored Offset", f = F["kafka_mirror.topics.partitions.last_mirrored_offset"], t = "int64", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "state", n = "State", f = F["kafka_mirror.topics.partitions.state"], t = "int8", v = { low = 0, high = -1 }, nv = false, tv = false },
          } },
      } },
      { k = "removed_topics", n = "Removed Topics", f = F["kafka_mirror.removed_topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, e = "string" },
    } },
    response = { name = "WriteMirrorStatesResponse", valid = { low = 0, high = 0 }, flex = { low = 0, high = -1 }, fields = {
      { k = "throttle_time_ms", n = "Throttle Time Ms", f = F["kafka_mirror.throttle_time_ms"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
      { k = "error_code", n = "Error Code", f = F["kafka_mirror.body.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
      { k = "topics", n = "Topics", f = F["kafka_mirror.topics"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
          { k = "name", n = "Name", f = F["kafka_mirror.topics.name"], t = "string", v = { low = 0, high = -1 }, nv = false, tv = false },
          { k = "partitions", n = "Partitions", f = F["kafka_mirror.topics.partitions"], t = "array", v = { low = 0, high = -1 }, nv = false, tv = false, sub = {
              { k = "partition_index", n = "Partition Index", f = F["kafka_mirror.topics.partitions.partition_index"], t = "int32", v = { low = 0, high = -1 }, nv = false, tv = false },
              { k = "error_code", n = "Error Code", f = F["kafka_mirror.topics.partitions.error_code"], t = "int16", v = { low = 0, high = -1 }, nv = false, tv = false, ec = true },
          } },
      } },
    } },
  },
}

---------------------------------------------------------------- preferences and ports

proto.prefs["tcp.ports"] = Pref.range("TCP ports", DEFAULT_PORTS,
  "TCP ports of brokers answering the mirror RPCs (profile " .. PROFILE .. "); other "
  .. "Kafka frames on them are passed to Wireshark's Kafka dissector", 65535)

local tcp_table = DissectorTable.get("tcp.port")
local kafka = Dissector.get("kafka")

-- Kafka over TLS: these ports go to Wireshark's TLS dissector, whose decrypted
-- application data (given tls.keylog_file or secrets in the pcapng) comes to us.
proto.prefs["tls.ports"] = Pref.range("TLS ports", "",
  "TCP ports of brokers speaking TLS (security.protocol SSL/SASL_SSL): decrypted with "
  .. "the TLS protocol's key log (tls.keylog_file), then decoded like the TCP ports", 65535)
local tls_table = DissectorTable.get("tls.port")
local tls_handle = Dissector.get("tls")
local previous_tls = {} -- TLS port -> the TCP dissector it had before us (false: none)

local PORTS = {}       -- port -> true
local previous = {}    -- port -> dissector it had before us (false: none)

local function parse_ports(text)
  local set = {}
  for part in string.gmatch(tostring(text or ""), "[^,%s]+") do
    local a, b = string.match(part, "^(%d+)%-(%d+)$")
    if a then
      a, b = tonumber(a), tonumber(b)
      if a > b then a, b = b, a end
      for p = a, math.min(b, 65535) do set[p] = true end
    elseif string.match(part, "^%d+$") then
      local p = tonumber(part)
      if p <= 65535 then set[p] = true end
    end
  end
  return set
end

local function apply_ports()
  local want = parse_ports(proto.prefs["tcp.ports"])
  for port, prev in pairs(previous) do
    if not want[port] then
      tcp_table:remove(port, proto)
      tls_table:remove(port, proto)
      if prev then tcp_table:add(port, prev) end
      previous[port] = nil
    end
  end
  for port in pairs(want) do
    if previous[port] == nil then
      previous[port] = tcp_table:get_dissector(port) or false
    end
    -- Again each time: a Kafka port preference applied after us takes the port back.
    tcp_table:add(port, proto)
    tls_table:add(port, proto) -- Kafka over TLS on the same port (see proto.dissector)
  end
  local over_tls = parse_ports(proto.prefs["tls.ports"])
  for port, prev in pairs(previous_tls) do
    if not over_tls[port] then
      tls_table:remove(port, proto)
      tcp_table:remove(port, tls_handle)
      if prev then tcp_table:add(port, prev) end
      previous_tls[port] = nil
    end
  end
  for port in pairs(over_tls) do
    if previous_tls[port] == nil then
      previous_tls[port] = tcp_table:get_dissector(port) or false
    end
    tcp_table:add(port, tls_handle)
    tls_table:add(port, proto)
    want[port] = true
  end
  PORTS = want
end

---------------------------------------------------------------- per-capture state

-- Written only when not pinfo.visited, so every pass sees the first pass's answers.
-- "stream:corr" -> list of {frame, api_key, api_version, mirror, names, ts, resp}
local requests
local responses    -- "stream:corr:frame" -> request entry, or false (not ours)
local broken       -- "stream:dir" -> {frame, offset}: frame size out of bounds there
local withheld     -- "stream:corr:frame" of requests not handed on -> the expert word why

function proto.init()
  requests, responses, broken, withheld = {}, {}, {}, {}
  apply_ports()
end

function proto.prefs_changed()
  apply_ports()
end

---------------------------------------------------------------- reading

local Failure = {}

local function fail(word, off, detail)
  error(setmetatable({ word = word, off = off, detail = detail }, Failure), 0)
end

-- v in the version range r ({ low, high }, high -1: every later version), false for none
local function inr(r, v)
  return r and v >= r.low and (r.high < 0 or v <= r.high) or false
end

-- c.e is where the captured bytes end; c.rep, set only when the frame was cut by the
-- snap length, where its reported bytes end.  Bytes wanted past c.e are "truncated" at
-- c.e when the frame was cut and they fit in it; else the fault is `word` at pos.
local function beyond(c, stop, word, pos, detail)
  if stop <= c.e then return end
  if c.rep and stop <= c.rep then fail("truncated", c.e, detail) end
  fail(word, pos, detail)
end

-- The largest count or size a length field may claim: the reported end counts.
local function room(c, p)
  return (c.rep or c.e) - p
end

local function need(c, pos, n, what)
  beyond(c, pos + n, "pdu_length_mismatch", pos,
    string.format("%s needs %d bytes, %d left", what, n, math.max(c.e - pos, 0)))
end

local function rng(c, pos, n)
  return c.tvb:range(pos, n)
end

local function uvarint(c, pos)
  local start, value, mul = pos, 0, 1
  while true do
    if pos >= c.e then need(c, start, pos - start + 1, "varint") end
    local b = c.tvb:range(pos, 1):uint()
    pos = pos + 1
    if b < 128 then return value + b * mul, pos end
    value = value + (b - 128) * mul
    mul = mul * 128
    if pos - start >= 5 then fail("bad_varint", start, "more than 5 bytes") end
  end
end

local FIXED = { int8 = 1, int16 = 2, uint16 = 2, int32 = 4, uint32 = 4, int64 = 8,
  float64 = 8, bool = 1, uuid = 16 }

-- A length prefix: -1 for null, else a count; compact, or classic int16 / int32.
local function read_len(c, pos, word)
  if c.flex then
    local n, p = uvarint(c, pos)
    return n - 1, p
  end
  if word == "bad_string_length" then
    need(c, pos, 2, "string length")
    return c.tvb:range(pos, 2):int(), pos + 2
  end
  need(c, pos, 4, "length")
  return c.tvb:range(pos, 4):int(), pos + 4
end

local function note(c, item, word, off)
  item:add_proto_expert_info(E[word], string.format("%s@%d", word, off))
  c.word = c.word or word
end

local function null_item(c, tree, label, pos, p, nullable)
  local item = tree:add(rng(c, pos, p - pos), label .. ": null")
  if not nullable then note(c, item, "nullable_violation", pos) end
  return item
end

local function add_name(c, value)
  if value and not c.seen[value] then
    c.seen[value] = true
    c.names[#c.names + 1] = value
  end
end

local function primitive(c, tree, fd, typ, nullable, pos)
  local size = FIXED[typ]
  if size then
    need(c, pos, size, typ)
    local r = rng(c, pos, size)
    if typ == "bool" then
      tree:add(fd.f, r, r:uint() ~= 0)
    else
      tree:add(fd.f, r)
    end
    if fd.ec then
      local code = r:int()
      c.seen_err = true
      if #c.stack == 0 then
        c.top_err = code
      elseif code ~= 0 and c.err == nil then
        c.err = code
        c.err_path = table.concat(c.stack, ".") .. "." .. fd.k
      end
    end
    return pos + size
  end
  local text = typ == "string"
  local word = text and "bad_string_length" or "bad_bytes_length"
  local n, p = read_len(c, pos, word)
  if n == -1 then
    null_item(c, tree, fd.n, pos, p, nullable)
    return p
  end
  if n < -1 then fail(word, pos, string.format("length %d", n)) end
  beyond(c, p + n, word, pos, string.format("length %d, %d bytes left", n, c.e - p))
  local r = rng(c, p, n)
  if text then
    local s = r:string(ENC_UTF_8)
    tree:add(fd.f, r, s)
    if fd.mn then add_name(c, s) end
  else
    local item = tree:add(fd.f, r)
    if n == 0 then item:set_text(fd.n .. ": (empty)") end
  end
  return p + n
end

local struct

local function array(c, tree, fd, nullable, pos)
  local n, p = read_len(c, pos, "bad_array_length")
  if n == -1 then
    null_item(c, tree, fd.n, pos, p, nullable)
    return p
  end
  if n < -1 or n > room(c, p) then
    fail("bad_array_length", pos, string.format("count %d, %d bytes left", n, c.e - p))
  end
  local box = tree:add(rng(c, pos, p - pos), string.format("%s (%d)", fd.n, n))
  local depth = #c.stack
  local ok, err = pcall(function()
    for i = 0, n - 1 do
      c.stack[depth + 1] = string.format("%s[%d]", fd.k, i)
      if fd.e then
        p = primitive(c, box, fd, fd.e, false, p)
      else
        local item = box:add(fd.f, rng(c, p, 0))
        item:set_text(string.format("%s [%d]", fd.n, i))
        local q = struct(c, item, fd.sub, p)
        item:set_len(q - p)
        p = q
      end
    end
  end)
  c.stack[depth + 1] = nil
  box:set_len(p - pos)
  if not ok then error(err, 0) end
  return p
end

local function field(c, tree, fd, pos)
  local nullable = inr(fd.nv, c.v)
  if fd.t == "array" then return array(c, tree, fd, nullable, pos) end
  if fd.t == "struct" then
    local start = pos
    if nullable then
      need(c, pos, 1, "struct presence byte")
      local present = c.tvb:range(pos, 1):int()
      pos = pos + 1
      if present < 0 then
        tree:add(rng(c, start, 1), fd.n .. ": null")
        return pos
      end
    end
    local item = tree:add(fd.f, rng(c, start, 0))
    local depth = #c.stack
    c.stack[depth + 1] = fd.k
    local ok, q = pcall(struct, c, item, fd.sub, pos)
    c.stack[depth + 1] = nil
    if not ok then error(q, 0) end
    item:set_len(q - start)
    return q
  end
  return primitive(c, tree, fd, fd.t, nullable, pos)
end

-- A tagged-field section: known tags decoded into tree, others shown raw.
local function tagged_fields(c, tree, pos, known)
  local start = pos
  local count, p = uvarint(c, pos)
  if count > room(c, p) then
    fail("bad_tagged_fields", start, string.format("%d tagged fields", count))
  end
  local last = -1
  for _ = 1, count do
    local tag_at = p
    local tag, size
    tag, p = uvarint(c, p)
    size, p = uvarint(c, p)
    if tag <= last then
      fail("bad_tagged_fields", tag_at, string.format("tag %d, size %d", tag, size))
    end
    beyond(c, p + size, "bad_tagged_fields", tag_at, string.format("tag %d, size %d", tag, size))
    last = tag
    local fd = known and known[tag]
    if fd then
      local sub = { tvb = c.tvb, e = p + size, flex = c.flex, v = c.v,
        names = c.names, seen = c.seen, stack = c.stack }
      local q = field(sub, tree, fd, p)
      if sub.top_err ~= nil then c.top_err = sub.top_err end
      if sub.err ~= nil and c.err == nil then c.err, c.err_path = sub.err, sub.err_path end
      c.seen_err = c.seen_err or sub.seen_err
      c.word = c.word or sub.word
      if q ~= p + size then
        fail("bad_tagged_fields", tag_at, string.format("tag %d size mismatch", tag))
      end
    else
      local item = tree:add(F["kafka_mirror.unknown_tag"], rng(c, tag_at, p + size - tag_at), tag)
      item:add(F["kafka_mirror.unknown_tag_data"], rng(c, p, size))
    end
    p = p + size
  end
  return p
end

struct = function(c, tree, fields, pos)
  local tagged
  for _, fd in ipairs(fields) do
    if inr(fd.v, c.v) then
      if c.flex and inr(fd.tv, c.v) then
        tagged = tagged or {}
        tagged[fd.tag] = fd
      else
        pos = field(c, tree, fd, pos)
      end
    end
  end
  if c.flex then pos = tagged_fields(c, tree, pos, tagged) end
  return pos
end

-- Run fn; a Failure becomes expert info at its offset, anything else is a bug: re-raised.
local function guarded(c, root, fn)
  local ok, err = pcall(fn)
  if ok then return true end
  if getmetatable(err) ~= Failure then error(err, 0) end
  c.word = c.word or err.word
  local off = math.max(math.min(err.off, c.tvb:len() - 1), 0)
  root:add_tvb_expert_info(E[err.word], c.tvb:range(off, math.min(1, c.tvb:len() - off)),
    string.format("%s@%d: %s", err.word, err.off, err.detail or ""))
  return false
end

---------------------------------------------------------------- frames

-- The connection, oriented client-server (the same key for both directions).  Not
-- tcp.stream: Field extractors see nothing when tshark's first pass builds no tree.
local function stream_of(pinfo, request)
  local a = tostring(pinfo.src) .. ":" .. tostring(pinfo.src_port)
  local b = tostring(pinfo.dst) .. ":" .. tostring(pinfo.dst_port)
  if request then return a .. "-" .. b end
  return b .. "-" .. a
end

local function is_request(pinfo)
  local d, s = pinfo.dst_port, pinfo.src_port
  if PORTS[d] and PORTS[s] then return d <= s end
  return PORTS[d] == true
end

local function nstime(seconds)
  local whole = math.floor(seconds)
  return NSTime.new(whole, math.floor((seconds - whole) * 1e6 + 0.5) * 1000)
end

-- Info of one PDU.  tcp_dissect_pdus fences the column after each PDU; text left
-- before the fence (an earlier PDU of this packet) gets a separator.
local function info(pinfo, root, text)
  root:append_text(", " .. text)
  pinfo.cols.protocol:set("Kafka Mirror")
  pinfo.cols.info:clear()
  if tostring(pinfo.cols.info) ~= "" then text = ", " .. text end
  pinfo.cols.info:set(text)
end

-- A response's error by dissector.wire.standard.ERROR_CODE_RULE: the top-level error_code if
-- non-zero, else the first non-zero nested one in wire order, else 0; nil when the body
-- (as far as it was decoded) has none.  Returns code, path.
local function error_of(c)
  if c.top_err and c.top_err ~= 0 then return c.top_err, "error_code" end
  if c.err then return c.err, c.err_path end
  if c.seen_err then return 0, nil end
  return nil, nil
end

local function error_text(code)
  return ERROR_NAMES[code] or ("error " .. code)
end

local function summary(c, rpc, v, kind, names)
  local s = string.format("%s v%d %s", rpc, v, kind)
  if names and #names > 0 then s = s .. ", mirror " .. table.concat(names, ",") end
  local code = error_of(c)
  if code and code ~= 0 then s = s .. ", " .. error_text(code) end
  if c.word then s = s .. " [" .. c.word .. "]" end
  return s
end

-- The filterable summary of a mirror message (generated items): every mirror name
-- (a response's own, else its request's), and for a response its error, its name and
-- the path of the field it came from; a non-zero error is a response-code expert info.
local function add_summary(c, box, names, response, rpc)
  local r0 = c.tvb:range(0, 0)
  for _, name in ipairs(names or {}) do
    box:add(F["kafka_mirror.mirror_name"], r0, name):set_generated()
  end
  if not response then return end
  local code, path = error_of(c)
  if code == nil then return end
  box:add(F["kafka_mirror.error_code"], r0, code):set_generated()
  box:add(F["kafka_mirror.error_name"], r0, error_text(code)):set_generated()
  if code ~= 0 then
    box:add(F["kafka_mirror.error_path"], r0, path):set_generated()
    local who = #(names or {}) > 0 and (", mirror " .. table.concat(names, ",")) or ""
    box:add_proto_expert_info(RESPONSE_ERROR, string.format("%s Response%s: %s (%d) at %s",
      rpc, who, error_text(code), code, path))
  end
end

-- Kafka's header version of a message: the table's exception, else the rule.
local function header_version(kind, k, v, flex)
  for _, x in ipairs(HEADER_EXCEPTIONS[kind]) do
    if x.api_key == k and v >= x.low and (x.high < 0 or v <= x.high) then
      return x.header_version
    end
  end
  return HEADER_RULE[kind][flex and 2 or 1]
end

local function header_tags(c, root, pos)
  local ok = guarded(c, root, function()
    local ok2, err = pcall(tagged_fields, c, root, pos, nil)
    if ok2 then pos = err; return end
    if getmetatable(err) == Failure and err.word == "pdu_length_mismatch" then
      fail("truncated", err.off, "header tagged fields")
    end
    error(err, 0)
  end)
  return ok and pos or nil
end

local function body(c, root, spec, pos)
  local ok = guarded(c, root, function() pos = struct(c, root, spec.fields, pos) end)
  if ok and pos ~= c.tvb:len() then
    c.word = c.word or "pdu_length_mismatch"
    root:add_tvb_expert_info(E.pdu_length_mismatch,
      c.tvb:range(math.min(pos, c.tvb:len() - 1), pos < c.tvb:len() and 1 or 0),
      string.format("pdu_length_mismatch@%d: body ends at %d, frame at %d",
        pos, pos, c.tvb:len()))
  end
end

-- The frame's reported length: its size field's when get_len gave it the rest of a cut
-- segment (a reported length past the frame's end).
local function frame_rep(tvb)
  local rep = tvb:reported_len()
  if tvb:len() >= 4 then
    local size = tvb:range(0, 4):int()
    if size >= MIN_FRAME and size + 4 < rep then return size + 4 end
  end
  return rep
end

local function dissect_request(tvb, pinfo, tree, stream, msg)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local c = { tvb = tvb, e = len, names = {}, seen = {}, stack = {} }
  if len < frame_rep(tvb) then c.rep = frame_rep(tvb) end
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  root:add(F["kafka_mirror.api_key"], tvb:range(4, 2))
  root:add(F["kafka_mirror.api_version"], tvb:range(6, 2))
  root:add(F["kafka_mirror.correlation_id"], tvb:range(8, 4))
  local k, v, corr = tvb:range(4, 2):int(), tvb:range(6, 2):int(), tvb:range(8, 4):int()
  root:add(F["kafka_mirror.rpc"], tvb:range(4, 2), msg.rpc):set_generated()
  local spec = msg.request
  local flex = inr(spec.flex, v)
  c.flex, c.v = flex, v
  local entry
  if pinfo.visited then
    for _, r in ipairs(requests[stream .. ":" .. corr] or {}) do
      if r.frame == pinfo.number and r.mirror then entry = r end
    end
  else
    entry = { frame = pinfo.number, api_key = k, api_version = v, mirror = true,
      ts = pinfo.abs_ts }
    local key = stream .. ":" .. corr
    requests[key] = requests[key] or {}
    table.insert(requests[key], entry)
  end
  local hv = header_version("request", k, v, flex)
  local pos = 12
  local ok = guarded(c, root, function()
    if hv == 0 then return end
    need(c, 12, 2, "client_id length")
    local n = tvb:range(12, 2):int()
    pos = 14
    if n >= 0 then
      beyond(c, pos + n, "truncated", pos, string.format("client_id of %d bytes", n))
      root:add(F["kafka_mirror.client_id"], tvb:range(pos, n), tvb:range(pos, n):string(ENC_UTF_8))
      pos = pos + n
    elseif n == -1 then
      root:add(tvb:range(12, 2), "Client ID: null")
    else
      fail("bad_string_length", 12, string.format("client_id length %d", n))
    end
  end)
  if ok and hv >= 2 then pos = header_tags(c, root, pos) end
  if entry and entry.resp then
    root:add(F["kafka_mirror.response_frame"], tvb:range(0, 0), entry.resp):set_generated()
  end
  local box = root:add(F["kafka_mirror.summary"], tvb:range(0, 0))
  box:set_generated()
  if ok and pos then
    if not inr(spec.valid, v) then
      c.word = "unsupported_api_version"
      root:add_tvb_expert_info(E.unsupported_api_version, tvb:range(6, 2),
        string.format("unsupported_api_version@6: %s has no version %d", spec.name, v))
    else
      body(c, root, spec, pos)
    end
  end
  if entry and not pinfo.visited then entry.names = c.names end
  local names = c.names
  if #names == 0 and entry and entry.names then names = entry.names end
  add_summary(c, box, names, false, msg.rpc)
  info(pinfo, root, summary(c, msg.rpc, v, "Request", names))
end

local function dissect_response(tvb, pinfo, tree, entry, msg)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local k, v = entry.api_key, entry.api_version
  local spec = msg.response
  local flex = inr(spec.flex, v)
  local c = { tvb = tvb, e = len, names = {}, seen = {}, flex = flex, v = v, stack = {} }
  if len < frame_rep(tvb) then c.rep = frame_rep(tvb) end
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  root:add(F["kafka_mirror.correlation_id"], tvb:range(4, 4))
  root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), k):set_generated()
  root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), v):set_generated()
  root:add(F["kafka_mirror.rpc"], tvb:range(0, 0), msg.rpc):set_generated()
  root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
  if entry.ts and pinfo.abs_ts >= entry.ts then
    root:add(F["kafka_mirror.response_time"], tvb:range(0, 0), nstime(pinfo.abs_ts - entry.ts))
      :set_generated()
  end
  local box = root:add(F["kafka_mirror.summary"], tvb:range(0, 0))
  box:set_generated()
  local pos = 8
  if header_version("response", k, v, flex) >= 1 then pos = header_tags(c, root, pos) end
  if pos then
    if not inr(spec.valid, v) then
      root:add(tvb:range(0, 0), string.format("Body not decoded: %s has no version %d",
        spec.name, v))
    else
      body(c, root, spec, pos)
    end
  end
  local names = c.names
  if #names == 0 then names = entry.names end
  add_summary(c, box, names, true, msg.rpc)
  info(pinfo, root, summary(c, msg.rpc, v, "Response", names))
end

---------------------------------------------------------------- frames for Wireshark's Kafka dissector

-- Wireshark's Kafka dissector gets only frames it cannot trip on: an exception it raises
-- for bytes that were not captured (BoundsError), or a failed assertion (a zstd batch
-- that decompresses to nothing: "tvb_composite_finalize: num_members"), is not caught
-- by Dissector.call in Wireshark 4.0 and takes the process down.  So cut frames, and
-- Produce requests / Fetch responses holding a compressed batch whose compressed bytes
-- are not whole, are decoded here (header) and flagged instead.

local function u8(s, p) return string.byte(s, p + 1) end

local function be32(s, p)
  local a, b, c, d = string.byte(s, p + 1, p + 4)
  local v = ((a * 256 + b) * 256 + c) * 256 + d
  if v >= 2147483648 then v = v - 4294967296 end
  return v
end

local function le32(s, p)
  local a, b, c, d = string.byte(s, p + 1, p + 4)
  return ((d * 256 + c) * 256 + b) * 256 + a
end

local function bit(v, n) return math.floor(v / 2 ^ n) % 2 == 1 end

-- zstd frames (RFC 8878) covering [a, b) exactly, at least one block with content.
local function zstd_whole(s, a, b)
  local p, content = a, false
  while p < b do
    if b - p < 6 or le32(s, p) ~= 0xFD2FB528 then return false end
    local fhd = u8(s, p + 4)
    p = p + 5
    if bit(fhd, 3) then return false end
    local single, fcs = bit(fhd, 5), math.floor(fhd / 64)
    if not single then p = p + 1 end
    p = p + ({ 0, 1, 2, 4 })[fhd % 4 + 1]
    local fcs_size = ({ single and 1 or 0, 2, 4, 8 })[fcs + 1]
    if p + fcs_size > b then return false end
    if fcs_size > 0 and fcs_size ~= 2 then  -- the 2-byte form stores size - 256
      local zero = true
      for i = p, p + fcs_size - 1 do if u8(s, i) ~= 0 then zero = false end end
      if zero then return false end
    end
    p = p + fcs_size
    local last = false
    while not last do
      if p + 3 > b then return false end
      local h = u8(s, p) + u8(s, p + 1) * 256 + u8(s, p + 2) * 65536
      p = p + 3
      last = h % 2 == 1
      local typ, size = math.floor(h / 2) % 4, math.floor(h / 8)
      if typ == 3 then return false end
      if size > 0 then content = true end
      p = p + (typ == 1 and 1 or size)
      if p > b then return false end
    end
    if bit(fhd, 2) then p = p + 4 end
    if p > b then return false end
  end
  return content
end

-- LZ4 frames covering [a, b) exactly, at least one non-empty block.
local function lz4_whole(s, a, b)
  local p, content = a, false
  while p < b do
    if b - p < 7 or le32(s, p) ~= 0x184D2204 then return false end
    local flg = u8(s, p + 4)
    if math.floor(flg / 64) ~= 1 then return false end
    p = p + 6
    if bit(flg, 3) then
      if p + 8 > b or string.sub(s, p + 1, p + 8) == string.rep("\0", 8) then return false end
      p = p + 8
    end
    if bit(flg, 0) then p = p + 4 end
    p = p + 1
    while true do
      if p + 4 > b then return false end
      local size = le32(s, p)
      p = p + 4
      if size == 0 then break end
      if size >= 2147483648 then size = size - 2147483648 end
      if size == 0 then return false end
      content = true
      p = p + size + (bit(flg, 4) and 4 or 0)
      if p > b then return false end
    end
    if bit(flg, 2) then p = p + 4 end
    if p > b then return false end
  end
  return content
end

-- Snappy: xerial framing must hold whole, non-empty chunks; raw snappy is safe.
local function snappy_whole(s, a, b)
  if b - a < 16 or string.sub(s, a + 1, a + 8) ~= "\130SNAPPY\0" then return true end
  local p = a + 16
  if p >= b then return false end
  while p < b do
    if p + 4 > b then return false end
    local n = be32(s, p)
    p = p + 4
    if n <= 0 or p + n > b or u8(s, p) == 0 then return false end
    p = p + n
  end
  return true
end

local WHOLE = { [2] = snappy_whole, [3] = lz4_whole, [4] = zstd_whole }

-- The compressed bytes [a, b) and codec of the batch (magic 2) or message (magic 0/1)
-- at p in s, which ends at stop; nil when it is not compressed or has no value.
local function compressed_part(s, p, stop)
  local magic = u8(s, p + 16)
  if magic == 2 then return p + 61, stop, u8(s, p + 22) % 8 end
  local v = p + 18 + 8 * magic           -- key length
  if v + 4 > stop then return nil end
  v = v + 4 + math.max(be32(s, v), 0)    -- value length
  if v + 4 > stop then return nil end
  local b = v + 4 + math.max(be32(s, v), 0)
  if b > stop then return nil end
  return v + 4, b, u8(s, p + 17) % 8
end

-- The record batches (or messages) of the records bytes [x, x + size): walked one after
-- the other as Kafka lays them out (a last one may be partial).  Returns the offset and
-- codec of the first compressed one whose compressed bytes are not whole, else nil;
-- false when [x, x + size) does not hold batches at all.
local function walk_records(s, x, size, legacy)
  local stop, y = x + size, x
  while y + 17 <= stop do
    local magic, n = u8(s, y + 16), be32(s, y + 8)
    if legacy ~= (magic < 2) or magic > 2 or n < (magic == 2 and 49 or 14) then
      return y > x and nil or false
    end
    if y + 12 + n > stop then return nil end   -- a partial last batch (Fetch)
    local a, b, codec = compressed_part(s, y, y + 12 + n)
    local check = a and WHOLE[codec]
    if check and not check(s, a, b) then return a, codec end
    y = y + 12 + n
  end
  return nil
end

-- The first compressed batch whose compressed bytes are not whole in frame bytes s of a
-- Produce request or Fetch response: its offset and codec, else nil.  Every magic byte
-- is tried as the first batch of a records field, which must be preceded by the field's
-- length (int32, or a compact unsigned varint of length + 1) and hold whole batches.
local function bad_compressed(s, legacy)
  local n = #s
  local pattern = legacy and "[\0\1]" or "\2"
  local q = string.find(s, pattern, 21)
  while q do
    local x = q - 17                     -- the batch's first byte (0-based)
    local sizes = { be32(s, x - 4) }
    local b1, b2, b3 = u8(s, x - 1), u8(s, x - 2), u8(s, x - 3)
    if b1 < 128 then
      sizes[#sizes + 1] = b1 - 1
      if b2 >= 128 then
        sizes[#sizes + 1] = (b2 - 128) + b1 * 128 - 1
        if b3 >= 128 then sizes[#sizes + 1] = (b3 - 128) + (b2 - 128) * 128 + b1 * 16384 - 1 end
      end
    end
    for _, size in ipairs(sizes) do
      if size >= 29 and x + size <= n then
        local at, codec = walk_records(s, x, size, legacy)
        if at then return at, codec end
      end
    end
    q = string.find(s, pattern, q + 1)
  end
  return nil
end

local PRODUCE, FETCH = 0, 1

-- Why Wireshark's Kafka dissector must not see this frame: word, offset, detail; or nil.
local function suspect(tvb, request, api_key, api_version)
  local len = tvb:len()
  if len < frame_rep(tvb) then
    return "truncated", len, string.format("%d of %d bytes captured", len, frame_rep(tvb))
  end
  if (request and api_key == PRODUCE) or (not request and api_key == FETCH) then
    -- Message sets (magic 0/1) up to Produce v2 and Fetch v3, record batches after.
    local legacy = api_version <= (request and 2 or 3)
    local at, codec = bad_compressed(tvb:range(0, len):raw(), legacy)
    if at then
      return "bad_decompression_length", at,
        string.format("%s data not whole: not handed to Wireshark's Kafka dissector",
          ({ [2] = "snappy", [3] = "lz4", [4] = "zstd" })[codec])
    end
  end
  return nil
end

-- A Kafka frame not handed on: its header as far as captured, and why.
local function own_header(tvb, pinfo, tree, request, entry, why)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local c = { tvb = tvb, e = len }
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  local k, v
  if request then
    if len >= 6 then root:add(F["kafka_mirror.api_key"], tvb:range(4, 2)); k = tvb:range(4, 2):int() end
    if len >= 8 then root:add(F["kafka_mirror.api_version"], tvb:range(6, 2)); v = tvb:range(6, 2):int() end
    if len >= 12 then root:add(F["kafka_mirror.correlation_id"], tvb:range(8, 4)) end
  else
    if len >= 8 then root:add(F["kafka_mirror.correlation_id"], tvb:range(4, 4)) end
    if entry then
      k, v = entry.api_key, entry.api_version
      root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), k):set_generated()
      root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), v):set_generated()
      root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
    end
  end
  guarded(c, root, function() fail(why[1], why[2], why[3]) end)
  local text = string.format("Kafka %s%s%s, not decoded [%s]",
    k and (API_NAMES[k] or ("api_key " .. k)) or "frame", v and (" v" .. v) or "",
    request and " Request" or (entry and " Response" or ""), c.word)
  info(pinfo, root, text)
end

-- Is the segment being dissected one TCP cannot desegment (snap-cut, say)?  Then
-- dissect_tcp_pdus flags every frame it hands dissect_frame a fragment.
local segment_fragment = false

local function pass_on(tvb, pinfo, tree, request, api_key, api_version, entry)
  local word, off, detail = suspect(tvb, request, api_key, api_version)
  if word then return own_header(tvb, pinfo, tree, request, entry, { word, off, detail }) end
  if not kafka then return end
  local why = entry and withheld[stream_of(pinfo, false) .. ":" .. tvb:range(4, 4):int() .. ":"
    .. entry.frame]
  local b = not request and broken[stream_of(pinfo, false) .. ":c"]
  if b and b.frame <= pinfo.number then
    -- The requests of this connection are not reassembled from there (not handed on):
    -- Wireshark's Kafka dissector may not know which API this response answers.
    tree:add(proto, tvb(0, 0)):append_text(string.format(
      ", response after frame %d, from which this connection's requests are not reassembled",
      b.frame))
  end
  if why then
    -- Its request was not handed to Wireshark's Kafka dissector, which cannot tell this
    -- response's API: said here, from the request this plugin matched.
    local root = tree:add(proto, tvb(0, 0))
    root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), entry.api_key):set_generated()
    root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), entry.api_version):set_generated()
    root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
    root:append_text(string.format(
      ", response to frame %d (%s: not handed to Wireshark's Kafka dissector)", entry.frame, why))
  end
  -- A read past the end of a tvb flagged a fragment throws FragmentBoundsError, which
  -- Dissector.call does not catch (it catches ReportedBoundsError, not BoundsError,
  -- FragmentBoundsError or DissectorError): the exception unwinds through Lua, pcall
  -- returns false with a nil error, and tshark dies later (seen: SIGSEGV under 4.0).  The
  -- flag is inherited by every tvb made from the frame, the records the Kafka dissector
  -- decompresses included.  So from a flagged segment the frame (whole: captured, its
  -- size field measured by get_len) goes over as a copy: a malformed body is then a
  -- ReportedBoundsError, which the Kafka dissector shows as [Malformed Packet].
  if segment_fragment then tvb = tvb:bytes():tvb("Kafka frame") end
  pcall(kafka.call, kafka, tvb, pinfo, tree)
end

-- dissect_tcp_pdus calls get_len, then dissect_frame on what it measured: desync
-- tells dissect_frame that the bytes it gets are the rest of a desynchronised stream.
local desync = false

local function get_len(tvb, pinfo, offset)
  local request = is_request(pinfo)
  local key = stream_of(pinfo, request) .. (request and ":c" or ":s")
  local b = broken[key]
  local rest = tvb:reported_length_remaining(offset)
  desync = true
  if b and (pinfo.number > b.frame or (pinfo.number == b.frame and offset >= b.offset)) then
    return rest
  end
  if tvb:len() - offset < 4 then  -- size field not captured (snap length)
    desync = false
    return rest
  end
  local size = tvb:range(offset, 4):int()
  if size < MIN_FRAME or size > MAX_FRAME then
    -- Not reassembled: the rest of this direction is flagged, not buffered.
    if not pinfo.visited and not b then broken[key] = { frame = pinfo.number, offset = offset } end
    return rest
  end
  desync = false
  -- In a segment cut by the snap length, tcp_dissect_pdus must not step to a frame
  -- boundary at or past the captured end but before the reported end: it throws
  -- BoundsError there, which unwinds through Lua ("Lua Error: (null)" under 4.0 and 4.4,
  -- the Lua state left broken).  So a frame reaching the captured end takes the rest of
  -- the segment (dissect_frame narrows it back to its size).
  local cap = tvb:len() - offset
  if size + 4 >= cap and cap < rest then return math.max(size + 4, rest) end
  return size + 4
end

local function dissect_frame(tvb, pinfo, tree)
  local len = tvb:len()
  local request = is_request(pinfo)
  local stream = stream_of(pinfo, request)
  local size = len >= 4 and tvb:range(0, 4):int() or nil
  if not desync and size and size >= MIN_FRAME and size + 4 <= len and tvb:reported_len() > len then
    tvb = tvb:range(0, size + 4):tvb()  -- whole, given the rest of a cut segment by get_len
    len = size + 4
  end
  if desync or size == nil or size < MIN_FRAME or size > MAX_FRAME then
    local root = tree:add(proto, tvb())
    local c = { tvb = tvb, e = len }
    if size ~= nil and (size < MIN_FRAME or size > MAX_FRAME) then
      root:add(F["kafka_mirror.len"], tvb:range(0, 4))
      local word = size < MIN_FRAME and "bad_frame_size" or "frame_too_large"
      guarded(c, root, function()
        fail(word, 0, string.format("frame size %d; stream not reassembled from here", size))
      end)
    elseif size == nil and len < tvb:reported_len() then
      guarded(c, root, function() fail("truncated", len, "frame size not captured") end)
    end
    local text = string.format("%d bytes not decoded (%s)", tvb:reported_len(),
      desync and "stream desynchronised" or "frame size not captured")
    if c.word then text = text .. " [" .. c.word .. "]" end
    info(pinfo, root, text)
    return
  end
  if request then
    if len < 12 then return pass_on(tvb, pinfo, tree, true) end
    local k, v, corr = tvb:range(4, 2):int(), tvb:range(6, 2):int(), tvb:range(8, 4):int()
    local msg = MESSAGES[k]
    if msg then return dissect_request(tvb, pinfo, tree, stream, msg) end
    if not pinfo.visited then
      -- Remembered so that a response to it is not taken for a mirror request's.
      local key = stream .. ":" .. corr
      requests[key] = requests[key] or {}
      table.insert(requests[key], { frame = pinfo.number, api_key = k, api_version = v,
        mirror = false })
    end
    local word, off, detail = suspect(tvb, true, k, v)
    if word then
      -- Not handed on, so Wireshark's Kafka dissector will not know the API of its
      -- response: remembered here, and said on the response (see pass_on).
      withheld[stream .. ":" .. corr .. ":" .. pinfo.number] = word
      return own_header(tvb, pinfo, tree, true, nil, { word, off, detail })
    end
    return pass_on(tvb, pinfo, tree, true, k, v)
  end
  if len < 8 then return pass_on(tvb, pinfo, tree, false) end
  local corr = tvb:range(4, 4):int()
  local rkey = stream .. ":" .. corr .. ":" .. pinfo.number
  local entry = responses[rkey]
  if entry == nil then
    -- The latest request with this id before this frame, if not answered yet.
    local found = false
    for _, r in ipairs(requests[stream .. ":" .. corr] or {}) do
      if r.frame < pinfo.number then found = r end
    end
    if found and found.resp and found.resp ~= pinfo.number then found = false end
    entry = found
    if not pinfo.visited then
      responses[rkey] = entry
      if entry then entry.resp = pinfo.number end
    end
  end
  if entry and entry.mirror then
    return dissect_response(tvb, pinfo, tree, entry, MESSAGES[entry.api_key])
  end
  if entry then return pass_on(tvb, pinfo, tree, false, entry.api_key, entry.api_version, entry) end
  return pass_on(tvb, pinfo, tree, false)
end

-- A TLS record header where a Kafka size field would be (content type 20-23, version 3.x:
-- a size above 335 MB, never a Kafka frame): TLS on a Kafka port, for the TLS dissector.
local function tls_record(tvb)
  if tvb:len() < 5 then return false end
  local t, major, minor = tvb:range(0, 1):uint(), tvb:range(1, 1):uint(), tvb:range(2, 1):uint()
  return t >= 20 and t <= 23 and major == 3 and minor <= 4
end

function proto.dissector(tvb, pinfo, tree)
  if requests == nil then proto.init() end
  if pinfo.curr_proto ~= "TLS" and tls_record(tvb) and tls_handle then
    -- A TLS record cut by the snap length makes the TLS dissector throw BoundsError:
    -- Wireshark 4.4's Dissector.call turns it into a Lua error, 4.0's lets it unwind
    -- through Lua.  So a cut segment goes over as a copy of the bytes captured (a read
    -- past them is then a ReportedBoundsError, a Lua error in both), and the call is
    -- guarded.
    local t = tvb
    if tvb:len() < tvb:reported_len() then t = tvb:bytes():tvb("TLS (cut by the snap length)") end
    pcall(tls_handle.call, tls_handle, t, pinfo, tree)
    return tvb:len()
  end
  segment_fragment = pinfo.can_desegment == 0
  dissect_tcp_pdus(tvb, tree, 4, get_len, dissect_frame, true)
  return tvb:len()
end

apply_ports()
