# Stand-in for nginxinc/nginx-unprivileged from Debian's nginx-light, for machines that cannot pull from
# Docker Hub (scripts/compose-smoke builds it). Same layout as the official image: user `nginx` (uid 101),
# conf.d/*.conf inside the http block, the site in /usr/share/nginx/html, temp files and pid in /tmp,
# wget for healthchecks.
ARG BASE_IMAGE
FROM ${BASE_IMAGE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* /var/www \
    && groupadd --system --gid 101 nginx \
    && useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent --shell /bin/false nginx \
    && mkdir -p /usr/share/nginx/html \
    && chown -R nginx:nginx /var/log/nginx /var/lib/nginx
COPY nginx.conf /etc/nginx/nginx.conf
USER nginx
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
