"""TCP: the connection table and stream reassembly; nothing about Kafka."""
