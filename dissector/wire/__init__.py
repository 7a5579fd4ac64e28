"""Kafka's wire encodings: the spec format, the codec, headers, standard bodies, records."""
