"""Kafka frames out of byte streams: the size prefix, the framer, its judge, detection."""
