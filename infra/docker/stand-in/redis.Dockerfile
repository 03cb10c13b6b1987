# Stand-in for redis:7-bookworm from Debian's redis-server (7.0), for machines that cannot pull from
# Docker Hub (scripts/compose-smoke builds it). Like the official image it runs as `redis` in /data and
# turns protected mode off (the compose network is the boundary), so other containers can connect.
ARG BASE_IMAGE
FROM ${BASE_IMAGE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /data && chown redis:redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
USER redis
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
