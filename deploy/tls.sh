#!/usr/bin/env sh
# A private certificate authority and Redis's certificate for the compose file (deploy/tls/).
# Name the host the workers dial in REDIS_HOST (default: redis, the compose service).
set -eu
cd "$(dirname "$0")"
mkdir -p tls
host="${REDIS_HOST:-redis}"
openssl req -x509 -new -nodes -newkey rsa:3072 -days 825 -subj "/CN=nautilab-queue-ca" -keyout tls/ca.key -out tls/ca.crt
openssl req -new -nodes -newkey rsa:3072 -subj "/CN=$host" -keyout tls/redis.key -out tls/redis.csr
printf 'subjectAltName=DNS:%s,DNS:redis,DNS:localhost\n' "$host" > tls/ext.cnf
openssl x509 -req -in tls/redis.csr -CA tls/ca.crt -CAkey tls/ca.key -CAcreateserial -days 825 -extfile tls/ext.cnf -out tls/redis.crt
chmod 644 tls/redis.key
rm tls/redis.csr tls/ext.cnf
