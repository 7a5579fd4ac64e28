"""Facts of the standard Kafka protocol: the API facts table, names, header versions."""
