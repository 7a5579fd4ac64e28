"""Capture files and interfaces in, TCP segments out: pcap, pcapng, capture sets, TLS."""
